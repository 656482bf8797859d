/**
 * The MSW scenarios driving the real supabase-js client in the browser, the way screens'
 * stories use them: `beforeEach({ msw }) { msw.use(...scenarios.pages.empty()) }`.
 * The table is plain HTML because data never imports ui; the screens' own stories live with them.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { DataProvider } from '../lib/DataProvider';
import { usePages } from '../pages/hooks';
import { createSupabaseRepositories } from '../repositories/supabase';
import { createMswDataClient } from './client';
import { scenarios } from './scenarios';

function PagesTable() {
  const pages = usePages();
  if (pages.isPending) return <p>Loading pages…</p>;
  if (pages.isError) return <p role="alert">Could not load pages: {pages.error.message}</p>;
  if (pages.data.length === 0) return <p>No pages yet</p>;
  return (
    <table>
      <caption>Pages</caption>
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">Slug</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {pages.data.map((page) => (
          <tr key={page.id}>
            <td>{page.title}</td>
            <td>{page.slug}</td>
            <td>{page.status}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function createBackend() {
  // One client per story, with its own storage key, so stories never share a session.
  const client = createMswDataClient('story');
  return {
    repositories: createSupabaseRepositories(client),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  };
}

function PagesWithBackend() {
  const [{ repositories, queryClient }] = useState(createBackend);
  return (
    <DataProvider repositories={repositories} queryClient={queryClient}>
      <PagesTable />
    </DataProvider>
  );
}

const meta = {
  title: 'Data/MSW scenarios',
  component: PagesWithBackend,
} satisfies Meta<typeof PagesWithBackend>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.pages.populated());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'Winter Appeal' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.pages.empty());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No pages yet')).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(
      ...scenarios.pages.error('permission denied for table pages', { status: 401, code: '42501' }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not load pages: permission denied for table pages',
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.pages.loading());
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading pages…')).toBeInTheDocument();
  },
};

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table, type TableColumn } from './Table';

interface Page {
  id: string;
  title: string;
  slug: string;
}

const columns: TableColumn<Page>[] = [
  { key: 'title', header: 'Title', cell: (page) => page.title, isRowHeader: true },
  { key: 'slug', header: 'Slug', cell: (page) => `/${page.slug}` },
  {
    key: 'actions',
    header: 'Actions',
    hideHeader: true,
    cell: (page) => <button type="button">Edit {page.title}</button>,
  },
];

describe('Table', () => {
  it('is a table named by its caption, with column headers and a header for each row', () => {
    render(
      <Table
        caption="Pages"
        columns={columns}
        rows={[{ id: '1', title: 'About Us', slug: 'about' }]}
        getRowKey={(p) => p.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Pages' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Title', 'Slug', 'Actions']);
    expect(within(table).getByRole('rowheader', { name: 'About Us' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit About Us' })).toBeInTheDocument();
  });

  it('says so when there are no rows', () => {
    render(
      <Table
        caption="Pages"
        columns={columns}
        rows={[]}
        getRowKey={(p) => p.id}
        emptyState="No pages yet"
      />,
    );
    expect(screen.getByRole('cell', { name: 'No pages yet' })).toHaveAttribute('colspan', '3');
  });
});

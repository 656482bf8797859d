import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container, containerWidths } from './Container';

const meta = {
  title: 'Layout/Container',
  component: Container,
  tags: ['autodocs'],
  args: { children: 'Content is centred and never wider than the chosen width.' },
  argTypes: { width: { control: 'inline-radio', options: containerWidths } },
  decorators: [(Story) => <div style={{ background: '#f3f7f6' }}>{Story()}</div>],
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Large: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Content is centred/)).toBeVisible();
  },
};

/** It can be the landmark it wraps (`main`, `header`, `nav`…) instead of adding a div. */
export const AsLandmark: Story = {
  args: { as: 'main', children: 'The page' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent('The page');
  },
};
export const Medium: Story = { args: { width: 'medium' } };
export const Small: Story = { args: { width: 'small' } };
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

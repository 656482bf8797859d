import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { type ViewMode, ViewToggle, type ViewToggleProps } from './ViewToggle';

function Stateful(args: ViewToggleProps) {
  const [value, setValue] = useState<ViewMode>(args.value);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <ViewToggle {...args} value={value} onChange={setValue} />
      <p>Showing media as a {value}.</p>
    </div>
  );
}

const meta = {
  title: 'Data/ViewToggle',
  component: ViewToggle,
  tags: ['autodocs'],
  args: { value: 'grid', label: 'Media view', onChange: () => undefined },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ViewToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {};
export const List: Story = { args: { value: 'list' } };
export const WithLabels: Story = { args: { showLabels: true } };

export const PointerAndKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'List view' }));
    await expect(canvas.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByText('Showing media as a list.')).toBeVisible();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Grid view' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Grid view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from './Stack';

const Box = ({ label }: { label: string }) => (
  <div style={{ background: '#e8f5ec', padding: 12, border: '1px solid #c9d3d1' }}>{label}</div>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: {
    children: ['One', 'Two', 'Three'].map((label) => <Box key={label} label={label} />),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ canvas }) => {
    const [one, two] = [canvas.getByText('One'), canvas.getByText('Two')];
    // Theme `medium` gap (1rem) between children laid out top to bottom.
    await expect(two.getBoundingClientRect().top - one.getBoundingClientRect().bottom).toBe(16);
  },
};
export const Horizontal: Story = {
  args: { direction: 'row', gap: 'small', align: 'center' },
  play: async ({ canvas }) => {
    const [one, two] = [canvas.getByText('One'), canvas.getByText('Two')];
    await expect(two.getBoundingClientRect().left - one.getBoundingClientRect().right).toBe(12);
  },
};
export const ResponsiveDirection: Story = {
  args: {
    direction: { mobile: 'column', tablet: 'row' },
    gap: { mobile: 'small', desktop: 'large' },
  },
  play: async ({ canvas }) => {
    const [one, two] = [canvas.getByText('One'), canvas.getByText('Two')];
    const wide = window.innerWidth >= 768;
    // Side by side from tablet up, stacked below it.
    await expect(two.getBoundingClientRect().top > one.getBoundingClientRect().top).toBe(!wide);
  },
};

/** A list keeps its semantics and loses its bullets; a nested stack keeps its own gap. */
export const ListWithNestedStack: Story = {
  args: {
    as: 'ul',
    direction: 'row',
    gap: 'large',
    children: ['Transparent', 'Global Reach'].map((label) => (
      <li key={label}>
        <Stack gap="xxsmall">
          <Box label={label} />
          <Box label={`${label} detail`} />
        </Stack>
      </li>
    )),
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(getComputedStyle(items[0] as HTMLElement).listStyleType).toBe('none');
    const [label, detail] = [
      canvas.getByText('Transparent'),
      canvas.getByText('Transparent detail'),
    ];
    await expect(detail.getBoundingClientRect().top - label.getBoundingClientRect().bottom).toBe(4);
  },
};
export const Wrapping: Story = {
  args: {
    direction: 'row',
    wrap: true,
    gap: 'xsmall',
    children: Array.from({ length: 12 }, (_, i) => `Item ${i + 1}`).map((label) => (
      <Box key={label} label={label} />
    )),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const [first, last] = [canvas.getByText('Item 1'), canvas.getByText('Item 12')];
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().top,
    );
  },
};

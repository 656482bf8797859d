import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Grid } from './Grid';

const programmes = [
  'Food',
  'Water',
  'Education',
  'Healthcare',
  'Empowerment',
  'Orphan care',
  'Emergency',
  'Environment',
];

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  tags: ['autodocs'],
  args: {
    columns: { mobile: 1, tablet: 2, desktop: 4 },
    children: programmes.map((name) => (
      <div key={name} style={{ background: '#f3f7f6', padding: 16, border: '1px solid #c9d3d1' }}>
        {name}
      </div>
    )),
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tops of the first items: how many share the first row is the column count. */
function columnsShown(canvas: { getByText: (text: string) => HTMLElement }) {
  const top = (name: string) => canvas.getByText(name).getBoundingClientRect().top;
  return programmes.filter((name) => top(name) === top('Food')).length;
}

export const Responsive: Story = {
  play: async ({ canvas }) => {
    const width = window.innerWidth;
    await expect(columnsShown(canvas)).toBe(width >= 1024 ? 4 : width >= 768 ? 2 : 1);
  },
};

export const ThreeColumns: Story = {
  args: { columns: 3, gap: 'small' },
  play: async ({ canvas }) => {
    await expect(columnsShown(canvas)).toBe(3);
  },
};

/** Columns follow the viewport; in a narrow parent they shrink rather than overflow it. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div data-testid="parent" style={{ maxWidth: 320 }}>
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const parent = canvas.getByTestId('parent').getBoundingClientRect();
    for (const name of programmes) {
      await expect(canvas.getByText(name).getBoundingClientRect().right).toBeLessThanOrEqual(
        parent.right,
      );
    }
  },
};

/** As many columns as fit at a minimum width: cards whose count varies (dashboard figures). */
export const MinColumnWidth: Story = {
  args: { minColumnWidth: '10rem', columns: undefined },
  decorators: [(Story) => <div style={{ width: 560 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    // 560px holds three 160px columns with the large gap between them.
    await expect(columnsShown(canvas)).toBe(3);
  },
};

/** A list of cards: list semantics, no bullets. */
export const AsList: Story = {
  args: {
    as: 'ul',
    columns: 2,
    children: programmes.slice(0, 4).map((name) => (
      <li key={name} style={{ background: '#f3f7f6', padding: 16 }}>
        {name}
      </li>
    )),
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(getComputedStyle(items[0] as HTMLElement).listStyleType).toBe('none');
  },
};

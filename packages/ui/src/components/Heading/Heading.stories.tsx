import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, headingLevels, headingSizes } from './Heading';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: 1, children: 'Bringing Hope to Those in Need' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Bringing Hope');
  },
};

export const Levels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </div>
  ),
};

/** The outline level and the size are separate: an h2 may look like the page's display title. */
export const Display: Story = {
  args: { level: 2, size: 'display', align: 'center' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Bringing Hope');
  },
};
export const Brand: Story = { args: { level: 2, tone: 'brand', children: 'Our Impact Programs' } };

export const LongTextNarrow: Story = {
  args: {
    level: 2,
    children:
      'Emergency appeal: humanitarian assistance for families displaced by the conflict and its aftermath',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

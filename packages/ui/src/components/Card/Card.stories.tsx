import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { Card, cardVariants } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    as: 'article',
    children: (
      <>
        <Heading level={3}>Water Program</Heading>
        <Text tone="inherit">Clean water for every community, through wells and filters.</Text>
      </>
    ),
  },
  argTypes: { variant: { control: 'inline-radio', options: cardVariants } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An `article` named by its heading, so the card is one item in the page's outline. */
export const Outlined: Story = {
  args: { 'aria-labelledby': 'water-title' },
  render: (args) => (
    <Card {...args}>
      <Heading level={3} id="water-title">
        Water Program
      </Heading>
      <Text tone="inherit">Clean water for every community, through wells and filters.</Text>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Water Program' })).toBeVisible();
  },
};
export const Elevated: Story = { args: { variant: 'elevated' } };
export const Muted: Story = { args: { variant: 'muted' } };
export const Brand: Story = { args: { variant: 'brand' } };
export const LongTextNarrow: Story = {
  args: {
    children: (
      <>
        <Heading level={3}>Healthcare for displaced families in remote regions</Heading>
        <Text tone="inherit">
          Mobile clinics, vaccinations, maternal care and mental-health support reach families who
          have lost access to hospitals, with trained local staff who stay after the emergency ends.
        </Text>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
};

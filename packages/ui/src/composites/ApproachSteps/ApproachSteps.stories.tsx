import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ApproachSteps } from './ApproachSteps';

const meta = {
  title: 'Composites/ApproachSteps',
  component: ApproachSteps,
  tags: ['autodocs'],
  args: {
    steps: [
      { title: 'Assess', description: 'We find the families most at risk.' },
      { title: 'Deliver', description: 'Food parcels reach families quickly.' },
      { title: 'Grow', description: 'Farmers receive seeds and training.' },
      { title: 'Sustain', description: 'Community food banks keep support going.' },
    ],
  },
} satisfies Meta<typeof ApproachSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four steps in order, as an ordered list. */
export const FourSteps: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list').tagName).toBe('OL');
    await expect(canvas.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Assess',
      'Deliver',
      'Grow',
      'Sustain',
    ]);
  },
};

export const ProgrammeColour: Story = { args: { colour: '#15803D' } };

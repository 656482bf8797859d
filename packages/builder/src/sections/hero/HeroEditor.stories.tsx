import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { withEditing } from '../../registry/load';
import { SectionEditorHarness } from '../../stories/SectionEditorHarness';
import { commonMessages } from '../common/texts';
import { editing } from './edit';
import { heroFixtures } from './fixtures';
import { heroSection } from './index';

/** The hero's editor, as the builder shows it. */
const meta = {
  title: 'Builder/Sections/Hero/Editor',
  component: SectionEditorHarness,
  args: { definition: withEditing(heroSection, editing), initial: heroFixtures.empty },
} satisfies Meta<typeof SectionEditorHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Title'), 'Spring Appeal');
    await expect(canvas.getByLabelText('Title')).toHaveValue('Spring Appeal');
    await expect(canvas.getByLabelText('Description')).toHaveValue('');
    await expect(canvas.getByLabelText('Button Text')).toHaveValue('');
  },
};

export const Filled: Story = { args: { initial: heroFixtures.filled } };

export const Invalid: Story = {
  args: { initial: heroFixtures.invalid, validate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(commonMessages.titleTooLong)).toBeVisible();
  },
};

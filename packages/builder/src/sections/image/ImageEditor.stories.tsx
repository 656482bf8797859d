import { validationMessages } from '@charitykit/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withEditing } from '../../registry/load';
import { SectionEditorHarness } from '../../stories/SectionEditorHarness';
import { imageTexts } from './definition';
import { editing } from './edit';
import { imageFixtures } from './fixtures';
import { imageSection } from './index';

/** The image section's editor, as the builder shows it. */
const meta = {
  title: 'Builder/Sections/Image/Editor',
  component: SectionEditorHarness,
  args: { definition: withEditing(imageSection, editing), initial: imageFixtures.empty },
} satisfies Meta<typeof SectionEditorHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose from Media Library' })).toBeVisible();
    await expect(canvas.getByLabelText(/Image URL/)).toHaveValue('');
  },
};

export const Filled: Story = { args: { initial: imageFixtures.filled } };

export const Invalid: Story = {
  args: { initial: imageFixtures.invalid, validate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(validationMessages.safeUrl.unsafe)).toBeVisible();
    await expect(canvas.getByText(imageTexts.messages.altTextRequired)).toBeVisible();
  },
};

import { validationMessages } from '@charitykit/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withEditing } from '../../registry/load';
import { SectionEditorHarness } from '../../stories/SectionEditorHarness';
import { editing } from './edit';
import { ctaFixtures } from './fixtures';
import { ctaSection } from './index';

/** The call to action's editor, as the builder shows it. */
const meta = {
  title: 'Builder/Sections/Call to Action/Editor',
  component: SectionEditorHarness,
  args: { definition: withEditing(ctaSection, editing), initial: ctaFixtures.empty },
} satisfies Meta<typeof SectionEditorHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { initial: ctaFixtures.filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Button Link/)).toHaveValue('/contact');
  },
};

export const UnsafeLink: Story = {
  args: { initial: ctaFixtures.invalid, validate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(validationMessages.safeUrl.unsafe)).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { withEditing } from '../../registry/load';
import { SectionEditorHarness } from '../../stories/SectionEditorHarness';
import { commonMessages } from '../common/texts';
import { editing } from './edit';
import { textFixtures } from './fixtures';
import { textSection } from './index';

/** The text block's editor, as the builder shows it. */
const meta = {
  title: 'Builder/Sections/Text/Editor',
  component: SectionEditorHarness,
  args: { definition: withEditing(textSection, editing), initial: textFixtures.empty },
} satisfies Meta<typeof SectionEditorHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    // Spec section 9: the text editor is 6 rows.
    await expect(canvas.getByLabelText('Text')).toHaveAttribute('rows', '6');
  },
};

export const Filled: Story = { args: { initial: textFixtures.filled } };

export const Invalid: Story = {
  args: { initial: textFixtures.invalid, validate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(commonMessages.titleTooLong)).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Title'));
    // Typing in a field clears its message.
    await expect(canvas.queryByText(commonMessages.titleTooLong)).not.toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConflictNotice } from './ConflictNotice';

const meta = {
  title: 'Admin/ConflictNotice',
  component: ConflictNotice,
  args: {
    conflict: { changedBy: 'Tom Baker', changedAt: '2026-11-25T14:32:00Z' },
    onReload: fn(),
    onSaveOver: fn(),
  },
} satisfies Meta<typeof ConflictNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who saved, when in UK time, and the two ways on: each reports its choice. */
export const SomeoneElseSaved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('alert');
    await expect(notice).toHaveTextContent('Someone else has changed this page');
    await expect(notice).toHaveTextContent(
      'Tom Baker saved this page at 14:32 on 25 November 2026',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reload their version' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Save over it' }));
    await expect(args.onSaveOver).toHaveBeenCalledOnce();
  },
};

/** Nobody's name on the other save: "Someone else". */
export const UnknownAuthor: Story = {
  args: { conflict: { changedBy: null, changedAt: '2026-07-01T08:05:00Z' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Someone else saved this page at 09:05 on 1 July 2026',
    );
  },
};

/** Saving over theirs: Reload waits, Save over it shows it is busy. */
export const SavingOver: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reload their version' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload their version' }));
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

/** Another record's words, given through `texts`. */
export const OtherWords: Story = {
  args: {
    texts: {
      title: 'Someone else has changed these settings',
      message: (who, when) => `${who ?? 'Someone else'} saved the settings at ${when}.`,
      reload: 'Load their settings',
      saveOver: 'Keep mine',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Tom Baker saved the settings at 14:32 on 25 November 2026.',
    );
    await expect(canvas.getByRole('button', { name: 'Keep mine' })).toBeVisible();
  },
};

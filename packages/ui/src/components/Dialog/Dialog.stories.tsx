import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog, DialogClose } from './Dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: 'Create Page',
    description: 'Add a new page. It starts as a draft.',
    trigger: <Button>Create Page</Button>,
    onOpenChange: fn(),
    children: (
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField label="Title" isRequired />
        <TextField label="Slug" isRequired description="Used in the address, e.g. about-us" />
      </div>
    ),
    actions: (
      <>
        <DialogClose>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button>Create</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Dialogs render in a portal on document.body, so queries go through `within(document.body)`. */
export const EscapeClosesAndRestoresFocus: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Create Page' });
    await userEvent.click(trigger);
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Create Page' });
    await expect(dialog).toHaveAccessibleDescription('Add a new page. It starts as a draft.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const CancelCloses: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Page' }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Create Page' })).toHaveFocus();
  },
};

export const KeyboardOpensAndTrapsFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create Page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const NoDescription: Story = {
  args: {
    defaultOpen: true,
    title: 'Edit Media',
    description: undefined,
    children: <TextField label="Alt Text" />,
  },
};

export const LongContentNarrow: Story = {
  args: {
    defaultOpen: true,
    size: 'small',
    title: 'Delete “Emergency appeal: humanitarian assistance for displaced families”?',
    description:
      'This removes the page from the site and cannot be undone. Links to it from other pages will stop working.',
    children: null,
    actions: (
      <>
        <DialogClose>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button variant="primary">Delete page</Button>
      </>
    ),
  },
};

function OpenedInCodeDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit About Us</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Edit Page" />
    </>
  );
}

/** A dialog opened in code (no trigger) gives focus back to whatever opened it. */
export const OpenedInCode: Story = {
  render: () => <OpenedInCodeDemo />,
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Edit About Us' });
    await userEvent.click(opener);
    const body = within(document.body);
    await body.findByRole('dialog', { name: 'Edit Page' });
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { Dialog, DialogClose } from './Dialog';

function CreatePage() {
  return (
    <Dialog
      trigger={<Button>Create Page</Button>}
      title="Create Page"
      description="Add a new page to the site."
      actions={
        <DialogClose>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
      }
    >
      <label>
        Title <input />
      </label>
    </Dialog>
  );
}

function OpenedInCode() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit About Us</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Edit Page" />
    </>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, named by its title and described by its description', async () => {
    render(<CreatePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Page' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Page' });
    expect(dialog).toHaveAccessibleDescription('Add a new page to the site.');
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    render(<CreatePage />);
    const trigger = screen.getByRole('button', { name: 'Create Page' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes from a Cancel action', async () => {
    render(<CreatePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when opened in code, returns focus to the button that opened it', async () => {
    render(<OpenedInCode />);
    const opener = screen.getByRole('button', { name: 'Edit About Us' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Edit Page' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(opener).toHaveFocus();
  });
});

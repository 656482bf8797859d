import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './Dialog.stories';

const { Closed, OpenedInCode } = composeStories(stories);

describe('Dialog', () => {
  it('when its trigger is pressed, then it opens, named by its title and described', async () => {
    render(<Closed />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Page' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Page' });
    expect(dialog).toHaveAccessibleDescription('Add a new page. It starts as a draft.');
  });

  it('given it is open, when Escape is pressed, then it closes and focus is back on the trigger', async () => {
    render(<Closed />);
    const trigger = screen.getByRole('button', { name: 'Create Page' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('given it is open, when Cancel is pressed, then it closes', async () => {
    render(<Closed />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('given it was opened in code, when closed, then focus is back on the button that opened it', async () => {
    render(<OpenedInCode />);
    const opener = screen.getByRole('button', { name: 'Edit About Us' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Edit Page' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(opener).toHaveFocus();
  });
});

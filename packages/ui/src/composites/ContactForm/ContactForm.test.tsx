import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { fn } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './ContactForm.stories';

const { Empty } = composeStories(stories);

function setup(props: ComponentProps<typeof Empty> = {}) {
  const onSubmit = fn();
  render(<Empty onSubmit={onSubmit} {...props} />);
  return {
    onSubmit,
    name: screen.getByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
    subject: screen.getByRole('textbox', { name: 'Subject' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
    send: screen.getByRole('button', { name: 'Send Message' }),
  };
}

describe('ContactForm', () => {
  it('is headed "Send Us a Message" and caps name and email lengths', () => {
    const { name, email } = setup();
    expect(screen.getByRole('heading', { name: 'Send Us a Message' })).toBeInTheDocument();
    expect(name).toHaveAttribute('maxLength', '50');
    expect(email).toHaveAttribute('maxLength', '100');
  });

  it('given an empty form, when sent, then each field and the focused summary say what is missing', async () => {
    const user = userEvent.setup();
    const { name, send, onSubmit } = setup();
    await user.click(send);
    // The summary's code loads when it is first needed (onDemand): wait for it, then for focus.
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]);
    expect(name).toHaveAccessibleDescription('Error: Name is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears only the field being typed in', async () => {
    const user = userEvent.setup();
    const { name, email, send } = setup();
    await user.click(send);
    await user.type(name, 'A');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('link', { name: 'Name is required' })).not.toBeInTheDocument();
  });

  it('removes < and > as they are typed and trims when the person leaves the field', async () => {
    const user = userEvent.setup();
    const { name, email } = setup();
    await user.type(name, '  <Amina> Yusuf ');
    expect(name).toHaveValue('  Amina Yusuf ');
    await user.click(email);
    expect(name).toHaveValue('Amina Yusuf');
  });

  it('hands over trimmed values and clears the fields on a valid submit', async () => {
    const user = userEvent.setup();
    const { name, email, subject, message, send, onSubmit } = setup({
      successMessage: 'Thank you, we will reply within 24 hours.',
    });
    await user.type(name, 'Amina Yusuf');
    await user.type(email, 'amina@example.org ');
    await user.type(subject, 'Volunteering');
    await user.type(message, 'I would like to help at weekends.');
    await user.click(send);
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Amina Yusuf',
      email: 'amina@example.org',
      subject: 'Volunteering',
      message: 'I would like to help at weekends.',
    });
    for (const field of [name, email, subject, message]) expect(field).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you, we will reply within 24 hours.',
    );
  });

  it('keeps what was typed and says so when the handler fails', async () => {
    const user = userEvent.setup();
    const { name, email, subject, message, send } = setup({
      onSubmit: fn(() => Promise.reject(new Error('offline'))),
    });
    await user.type(name, 'Amina Yusuf');
    await user.type(email, 'amina@example.org');
    await user.type(subject, 'Volunteering');
    await user.type(message, 'I would like to help at weekends.');
    await user.click(send);
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(name).toHaveValue('Amina Yusuf');
  });

  it('logs the values to the console when the app gives no handler (decision 4)', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      render(<Empty onSubmit={undefined} />);
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Amina Yusuf');
      await user.type(screen.getByRole('textbox', { name: 'Email' }), 'amina@example.org');
      await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Volunteering');
      await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello from London.');
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(log).toHaveBeenCalledWith({
        name: 'Amina Yusuf',
        email: 'amina@example.org',
        subject: 'Volunteering',
        message: 'Hello from London.',
      });
    } finally {
      log.mockRestore();
    }
  });
});

import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { fn } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './VolunteerForm.stories';

const { Empty } = composeStories(stories);

function setup(props: Partial<ComponentProps<typeof Empty>> = {}) {
  const onSubmit = fn();
  const notify = { success: fn(), error: fn() };
  const user = userEvent.setup({ delay: null });
  render(<Empty onSubmit={onSubmit} notify={notify} submitDelayMs={50} {...props} />);
  const textbox = (name: string) => screen.getByRole('textbox', { name });
  const submitButton = () => screen.getByRole('button', { name: /Submit/ });
  async function fillRequired() {
    await user.type(textbox('First Name'), 'Amina');
    await user.type(textbox('Last Name'), 'Yusuf');
    await user.type(textbox('Email Address'), 'amina@example.org');
    await user.type(textbox('Phone Number'), '07700 900123');
    await user.click(screen.getByRole('checkbox', { name: 'Fundraising' }));
    await user.click(screen.getByRole('checkbox', { name: 'Education' }));
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    await user.click(screen.getByRole('checkbox', { name: /background check/ }));
  }
  return { onSubmit, notify, user, textbox, submitButton, fillRequired };
}

// A whole application takes many keystrokes in a big form; jsdom on a shared machine is slow.
describe('VolunteerForm', { timeout: 30_000 }, () => {
  it('shows the five sections with 15 skills, 12 interests and 5 availability options', () => {
    setup();
    for (const name of [
      'Personal Information',
      'Skills & Interests',
      'Experience & Motivation',
      'Emergency Contact',
      'Terms & Conditions',
    ]) {
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
    }
    const skills = screen.getByRole('group', { name: 'Skills' });
    expect(skills.querySelectorAll('input[type="checkbox"]')).toHaveLength(15);
    const interests = screen.getByRole('group', { name: 'Areas of Interest' });
    expect(interests.querySelectorAll('input[type="checkbox"]')).toHaveLength(12);
    expect(
      screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Weekends only',
      'Weekdays only',
      'Flexible schedule',
      'Full-time availability',
      'Occasional/Event-based',
    ]);
  });

  it('given an empty form, when submitted, then the first check fails in a toast, inline and in the summary', async () => {
    const { user, notify, onSubmit, submitButton, textbox } = setup();
    await user.click(submitButton());
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Please enter your full name'));
    expect(textbox('First Name')).toHaveAccessibleDescription('Error: Please enter your full name');
    // The summary's code loads when focus first enters the form (here, the submit button).
    expect(
      await screen.findByRole('link', { name: 'Please enter your full name' }),
    ).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Submit Application');
    expect(submitButton()).toBeEnabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears the message when the person fixes that field', async () => {
    const { user, notify, submitButton, textbox } = setup();
    await user.click(submitButton());
    await waitFor(() => expect(notify.error).toHaveBeenCalled());
    await user.type(textbox('First Name'), 'A');
    expect(screen.queryByText('Please enter your full name')).not.toBeInTheDocument();
  });

  it('is busy while it waits, then hands over, thanks the person and resets every field', async () => {
    const { user, notify, onSubmit, submitButton, textbox, fillRequired } = setup({
      submitDelayMs: 300,
    });
    await fillRequired();
    await user.click(screen.getByRole('radio', { name: 'Flexible schedule' }));
    await user.type(textbox('City'), '  London ');
    await user.click(submitButton());
    expect(submitButton()).toHaveTextContent('Submitting Application...');
    expect(submitButton()).toBeDisabled();
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        'Thank you! Your volunteer application has been submitted successfully. We will contact you soon.',
      ),
    );
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: 'Amina',
        city: 'London',
        skills: ['Fundraising'],
        interests: ['Education'],
        availability: 'flexible',
        agreeTerms: true,
        agreeBackground: true,
      }),
    );
    expect(textbox('First Name')).toHaveValue('');
    expect(textbox('City')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Fundraising' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Flexible schedule' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /agree to the terms/ })).not.toBeChecked();
    expect(submitButton()).toHaveTextContent('Submit Application');
    expect(submitButton()).toBeEnabled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('keeps what was typed and says so in a toast and beside the button when the handler fails', async () => {
    const { user, notify, submitButton, textbox, fillRequired } = setup({
      onSubmit: fn(() => {
        throw new Error('storage full');
      }),
    });
    await fillRequired();
    await user.click(submitButton());
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Something went wrong. Please try again.'),
    );
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(textbox('First Name')).toHaveValue('Amina');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('logs the application to the console when the app gives no handler (decision 4)', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const { user, submitButton, fillRequired, notify } = setup({ onSubmit: undefined });
      await fillRequired();
      await user.click(submitButton());
      await waitFor(() => expect(notify.success).toHaveBeenCalled());
      expect(log).toHaveBeenCalledWith(expect.objectContaining({ email: 'amina@example.org' }));
    } finally {
      log.mockRestore();
    }
  });
});

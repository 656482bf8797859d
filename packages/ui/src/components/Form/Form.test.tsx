import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { answerEverything } from './exampleAnswers';
import * as stories from './Form.stories';

const { Empty, Submitting } = composeStories(stories);

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));

describe('a form built with useZodForm, Form and FormField', () => {
  it('given an empty form, when submitted, then every error shows by its field and in a focused summary, in page order', async () => {
    const onSubmit = fn();
    render(<Empty onSubmit={onSubmit} />);
    await submit();
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveAccessibleName('There is a problem');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Name is required',
      'Please enter a valid email address',
      'Enter your date of birth',
      'Select your availability',
      'Select your country',
      'Please select at least one skill',
      'Message must be at least 10 characters',
      'You must agree to the terms',
    ]);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
      'Error: Name is required',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when an error’s link is followed, then focus moves to that field or group', async () => {
    render(<Empty />);
    await submit();
    await userEvent.click(
      await screen.findByRole('link', { name: 'Please select at least one skill' }),
    );
    expect(screen.getByRole('checkbox', { name: 'Fundraising' })).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Name is required' }));
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
  });

  it('when someone types in a field with an error, then only that field’s error goes', async () => {
    render(<Empty />);
    await submit();
    const name = screen.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(name, 'A');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('link', { name: 'Name is required' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Please select at least one skill' }),
    ).toBeInTheDocument();
  });

  it('given valid answers, when submitted, then the handler gets the parsed values and the fields reset', async () => {
    const onSubmit = fn();
    render(<Empty onSubmit={onSubmit} />);
    await answerEverything(screen, userEvent);
    await submit();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Amina Yusuf' })),
    );
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Social Media' })).not.toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('while a slow handler runs, then the submit button is busy and cannot submit again', async () => {
    render(<Submitting />);
    await submit();
    expect(await screen.findByRole('button', { name: 'Submitting Application...' })).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled(),
    );
  });
});

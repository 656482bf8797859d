import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './TextField.stories';

const { ControlledSanitised, Default, Disabled, Invalid, Required, WithDescription } =
  composeStories(stories);

describe('TextField', () => {
  it('given a hint, then the input is named by its label and described by the hint', () => {
    render(<WithDescription />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We only use it to reply to you.',
    );
  });

  it('given an error, then the input is invalid and the message is read with it', () => {
    render(<Invalid />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: Please enter a valid email address');
  });

  it('when someone types, then each keystroke reaches the form, which may clean it', async () => {
    render(<ControlledSanitised />);
    await userEvent.type(screen.getByRole('textbox'), 'A<b>');
    expect(screen.getByRole('textbox')).toHaveValue('Ab');
  });

  it('given an id, then it is on the input, where the error summary links', () => {
    render(<Default id="contact-subject" />);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAttribute(
      'id',
      'contact-subject',
    );
  });

  it('given it is disabled, when someone types, then nothing is entered or reported', async () => {
    const onChange = fn();
    render(<Disabled onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), 'x');
    expect(screen.getByRole('textbox')).toHaveValue('Amina Yusuf');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('given it is required, then assistive technology is told so', () => {
    render(<Required />);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeRequired();
  });
});

import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';
import * as stories from './TextField.stories';

const { ControlledSanitised, Default, Disabled, Invalid, ReadOnly, Required, WithDescription } =
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

  it('given it is required, then it says so with aria-required, not the browser’s own check', () => {
    render(<Required />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
  });

  it('given no value from the form, then it keeps what is typed, starting from the default', async () => {
    const onChange = fn();
    render(<TextField label="Town" defaultValue="Leeds" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Town' });
    expect(input).toHaveValue('Leeds');
    await userEvent.type(input, '!');
    expect(input).toHaveValue('Leeds!');
    expect(onChange).toHaveBeenLastCalledWith('Leeds!');
  });

  it('given a value the form does not change, then typing is reported but the value stays', async () => {
    const onChange = fn();
    render(<TextField label="Town" value="York" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), 'x');
    expect(onChange).toHaveBeenLastCalledWith('Yorkx');
    expect(screen.getByRole('textbox')).toHaveValue('York');
  });

  it('given it is read-only, then the text can be read and focused but not changed', async () => {
    const onChange = fn();
    render(<ReadOnly onChange={onChange} />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, 'x');
    expect(input).toHaveValue('FORM-2024-0042');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('given it is disabled, then the input is disabled', () => {
    render(<Disabled />);
    expect(screen.getByRole('textbox')).toBeDisabled();
  });

  it('given a hint and an error, then both are read with the input, hint first', () => {
    render(
      <TextField label="Phone" description="Include the area code." errorMessage="Enter a phone" />,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAccessibleDescription('Include the area code. Error: Enter a phone');
    expect(input.closest('[data-invalid]')).not.toBeNull();
  });

  it('given the input’s attributes, then the browser gets each of them', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={20}
        placeholder="07700 900123"
        inputRef={ref}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('name', 'phone');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('maxlength', '20');
    expect(input).toHaveAttribute('placeholder', '07700 900123');
    expect(ref.current).toBe(input);
  });

  it('when the input loses focus, then the form is told (to mark it touched)', () => {
    const onBlur = fn();
    render(<TextField label="Town" onBlur={onBlur} />);
    fireEvent.blur(screen.getByRole('textbox'));
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});

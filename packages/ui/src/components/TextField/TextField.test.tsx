import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

function Sanitised() {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Name"
      value={value}
      onChange={(next) => setValue(next.replace(/[<>]/g, ''))}
    />
  );
}

describe('TextField', () => {
  it('is named by its label and described by its hint', () => {
    render(<TextField label="Email" description="We only use it to reply." />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We only use it to reply.',
    );
  });

  it('when given an error, is marked invalid and the message is read with the field', () => {
    render(<TextField label="Email" errorMessage="Please enter a valid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: Please enter a valid email address');
  });

  it('reports each keystroke so the form can clean what is typed', async () => {
    render(<Sanitised />);
    await userEvent.type(screen.getByRole('textbox'), 'A<b>');
    expect(screen.getByRole('textbox')).toHaveValue('Ab');
  });

  it('puts the given id on the input so an error summary can link to it', () => {
    render(<TextField label="Subject" id="contact-subject" />);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAttribute(
      'id',
      'contact-subject',
    );
  });

  it('when disabled, cannot be typed in', async () => {
    const onChange = vi.fn();
    render(<TextField label="Email" isDisabled onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), 'x');
    expect(screen.getByRole('textbox')).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('marks a required field as required to assistive technology', () => {
    render(<TextField label="Name" isRequired />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
  });
});

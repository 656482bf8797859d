import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { NativeDateField } from './NativeDateField';
import * as stories from './NativeDateField.stories';

const { Disabled, Empty, Invalid, Required, WithHintAndLimits, WithTime } = composeStories(stories);

describe('NativeDateField', () => {
  it('when a date is picked, then the form gets the ISO date its schema takes', () => {
    const onChange = fn();
    render(<Empty onChange={onChange} />);
    const input = screen.getByLabelText('Date of Birth');
    expect(input).toHaveAttribute('type', 'date');
    fireEvent.change(input, { target: { value: '1990-05-17' } });
    expect(onChange).toHaveBeenCalledWith('1990-05-17');
  });

  it('given an error, then the input is invalid and reads it', () => {
    render(<Invalid />);
    const input = screen.getByLabelText('Date of Birth');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: Enter a date in the past');
  });

  it('given it is required, then it says so with aria-required, not the browser’s own check', () => {
    render(<Required />);
    const input = screen.getByLabelText(/Date of Birth/);
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
  });

  it('given limits and a hint, then the input has them and reads the hint', () => {
    render(<WithHintAndLimits />);
    const input = screen.getByLabelText('Date of Birth');
    expect(input).toHaveAttribute('max', '2008-01-01');
    expect(input).toHaveAttribute('autocomplete', 'bday');
    expect(input).toHaveAccessibleDescription('You must be 18 or over.');
  });

  it('given a time too, then it is the browser’s date-and-time input', () => {
    const onChange = fn();
    render(<WithTime onChange={onChange} />);
    const input = screen.getByLabelText('Publish at');
    expect(input).toHaveAttribute('type', 'datetime-local');
    expect(input).toHaveAttribute('min', '2026-01-01T00:00');
    fireEvent.change(input, { target: { value: '2026-03-01T09:30' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-03-01T09:30');
  });

  it('given it is disabled, then the input is disabled', () => {
    render(<Disabled />);
    expect(screen.getByLabelText('Date of Birth')).toBeDisabled();
  });

  it('given an id and a name, then they are on the input; leaving it tells the form', () => {
    const onBlur = fn();
    render(
      <NativeDateField
        label="Start date"
        id="event-start"
        name="start"
        value=""
        onChange={fn()}
        onBlur={onBlur}
      />,
    );
    const input = screen.getByLabelText('Start date');
    expect(input).toHaveAttribute('id', 'event-start');
    expect(input).toHaveAttribute('name', 'start');
    fireEvent.blur(input);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});

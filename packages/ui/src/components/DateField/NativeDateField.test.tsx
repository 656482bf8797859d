import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NativeDateField } from './NativeDateField';

describe('NativeDateField', () => {
  it('is the browser date input, labelled, giving the ISO date the schemas take', () => {
    const onChange = vi.fn();
    render(<NativeDateField label="Date of Birth" value="" onChange={onChange} />);
    const input = screen.getByLabelText('Date of Birth');
    expect(input).toHaveAttribute('type', 'date');
    fireEvent.change(input, { target: { value: '1990-05-17' } });
    expect(onChange).toHaveBeenCalledWith('1990-05-17');
  });

  it('ties its error to the input', () => {
    render(
      <NativeDateField
        label="Date of Birth"
        value=""
        onChange={() => {}}
        errorMessage="Enter a date in the past"
      />,
    );
    const input = screen.getByLabelText('Date of Birth');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: Enter a date in the past');
  });
});

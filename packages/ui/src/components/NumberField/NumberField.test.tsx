import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('is a number input with the donation limits', () => {
    render(<NumberField label="Amount (£)" min={1} max={100000} step={1} />);
    const input = screen.getByRole('spinbutton', { name: 'Amount (£)' });
    expect(input).toHaveAttribute('type', 'number');
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '100000');
    expect(input).toHaveAttribute('step', '1');
  });

  it('reports what was typed as text, leaving the rule to the form', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Amount" onChange={onChange} />);
    await userEvent.type(screen.getByRole('spinbutton'), '250');
    expect(onChange).toHaveBeenLastCalledWith('250');
  });

  it('shows a value set from outside, such as a quick-amount button', () => {
    render(<NumberField label="Amount" value={50} />);
    expect(screen.getByRole('spinbutton')).toHaveValue(50);
  });

  it('when invalid, shows the form message', () => {
    render(
      <NumberField
        label="Amount"
        errorMessage="Please enter a valid amount between £1 and £100,000"
      />,
    );
    expect(screen.getByRole('spinbutton')).toHaveAccessibleDescription(
      'Error: Please enter a valid amount between £1 and £100,000',
    );
  });
});

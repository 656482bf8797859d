import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('ticks and unticks when clicked', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>I agree to the terms</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('ticks with the Space key', async () => {
    render(<Checkbox>I agree</Checkbox>);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('when invalid, reads the error with the box', () => {
    render(<Checkbox errorMessage="You must agree to the terms">I agree</Checkbox>);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Error: You must agree to the terms');
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<Checkbox isSelected={false}>I agree</Checkbox>);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    rerender(<Checkbox isSelected>I agree</Checkbox>);
    expect(screen.getByRole('checkbox')).toBeChecked();
  });
});

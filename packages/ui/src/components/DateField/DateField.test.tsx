import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField';

describe('DateField', () => {
  it('asks for day, month and year in UK order', () => {
    render(<DateField label="Date of birth" />);
    const [first, second, third] = screen.getAllByRole('spinbutton');
    expect(first).toBe(screen.getByRole('spinbutton', { name: /^day.*Date of birth/ }));
    expect(second).toBe(screen.getByRole('spinbutton', { name: /^month.*Date of birth/ }));
    expect(third).toBe(screen.getByRole('spinbutton', { name: /^year.*Date of birth/ }));
  });

  it('reports the typed date as an ISO date', async () => {
    const onChange = vi.fn();
    render(<DateField label="Date of birth" onChange={onChange} />);
    await userEvent.click(screen.getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('07031990');
    expect(onChange).toHaveBeenLastCalledWith('1990-03-07');
  });

  it('shows a controlled ISO value', () => {
    render(<DateField label="Date of birth" value="1990-03-07" />);
    const [day, month, year] = screen.getAllByRole('spinbutton');
    expect(day).toHaveTextContent('07');
    expect(month).toHaveTextContent('03');
    expect(year).toHaveTextContent('1990');
  });

  it('when invalid, shows the error', () => {
    render(<DateField label="Date of birth" errorMessage="Enter your date of birth" />);
    expect(screen.getByText('Enter your date of birth')).toBeInTheDocument();
  });
});

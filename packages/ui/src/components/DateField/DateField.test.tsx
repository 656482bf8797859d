import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './DateField.stories';

const { Default, Invalid, WithValue } = composeStories(stories);

describe('DateField', () => {
  it('given the UK locale, then it asks for day, month and year in that order', () => {
    render(<Default />);
    const [first, second, third] = screen.getAllByRole('spinbutton');
    expect(first).toBe(screen.getByRole('spinbutton', { name: /^day.*Date of birth/ }));
    expect(second).toBe(screen.getByRole('spinbutton', { name: /^month.*Date of birth/ }));
    expect(third).toBe(screen.getByRole('spinbutton', { name: /^year.*Date of birth/ }));
  });

  it('when a date is typed, then the form gets it as an ISO date', async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    await userEvent.click(screen.getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('07031990');
    expect(onChange).toHaveBeenLastCalledWith('1990-03-07');
  });

  it('given an ISO date from the form, then each segment shows its part', () => {
    render(<WithValue />);
    const [day, month, year] = screen.getAllByRole('spinbutton');
    expect(day).toHaveTextContent('27');
    expect(month).toHaveTextContent('03');
    expect(year).toHaveTextContent('1990');
  });

  it('given an error, then it is shown', () => {
    render(<Invalid />);
    expect(screen.getByText('Enter your date of birth')).toBeInTheDocument();
  });
});

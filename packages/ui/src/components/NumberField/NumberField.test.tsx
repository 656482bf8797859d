import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { NumberField } from './NumberField';
import * as stories from './NumberField.stories';

const { Default, Disabled, Invalid, QuickAmounts, Required } = composeStories(stories);

describe('NumberField', () => {
  it('given the donation limits, then the browser gets them on a number input', () => {
    render(<Default />);
    const input = screen.getByRole('spinbutton', { name: 'Donation amount (£)' });
    expect(input).toHaveAttribute('type', 'number');
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '100000');
    expect(input).toHaveAttribute('step', '1');
  });

  it('when a number is typed, then the form gets the text and judges it itself', async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    await userEvent.type(screen.getByRole('spinbutton'), '250');
    expect(onChange).toHaveBeenLastCalledWith('250');
  });

  it('when a quick amount is chosen outside the field, then the field shows it', async () => {
    render(<QuickAmounts />);
    await userEvent.click(screen.getByRole('button', { name: '£50' }));
    expect(screen.getByRole('spinbutton')).toHaveValue(50);
  });

  it('given an error, then the form’s message is read with the input', () => {
    render(<Invalid />);
    expect(screen.getByRole('spinbutton')).toHaveAccessibleDescription(
      'Error: Please enter a valid amount between £1 and £100,000',
    );
  });

  it('given it is required, then it says so with aria-required, not the browser’s own check', () => {
    render(<Required />);
    const input = screen.getByRole('spinbutton', { name: 'Donation amount (£)' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
  });

  it('given a whole-number step, then phones get a number keypad; otherwise a decimal one', () => {
    const { unmount } = render(<NumberField label="Count" step={1} />);
    expect(screen.getByRole('spinbutton')).toHaveAttribute('inputmode', 'numeric');
    unmount();
    render(<NumberField label="Price" step={0.01} />);
    expect(screen.getByRole('spinbutton')).toHaveAttribute('inputmode', 'decimal');
  });

  it('given no value from the form, then it keeps what is typed, starting from the default', async () => {
    const onChange = fn();
    render(<NumberField label="Count" defaultValue="3" onChange={onChange} />);
    const input = screen.getByRole('spinbutton');
    expect(input).toHaveValue(3);
    await userEvent.type(input, '0');
    expect(input).toHaveValue(30);
    expect(onChange).toHaveBeenLastCalledWith('30');
  });

  it('given it is disabled, then typing changes nothing', async () => {
    const onChange = fn();
    render(<Disabled onChange={onChange} />);
    const input = screen.getByRole('spinbutton');
    expect(input).toBeDisabled();
    await userEvent.type(input, '9');
    expect(input).toHaveValue(25);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('given an id, a name and a ref, then they are on the input, and the £ is not read', () => {
    const ref = createRef<HTMLInputElement>();
    const onBlur = fn();
    render(
      <NumberField
        label="Amount"
        id="donation-amount"
        name="amount"
        prefix="£"
        inputRef={ref}
        onBlur={onBlur}
      />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Amount' });
    expect(input).toHaveAttribute('id', 'donation-amount');
    expect(input).toHaveAttribute('name', 'amount');
    expect(ref.current).toBe(input);
    expect(screen.getByText('£')).toHaveAttribute('aria-hidden', 'true');
    fireEvent.blur(input);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});

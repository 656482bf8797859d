import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './NumberField.stories';

const { Default, Invalid, QuickAmounts } = composeStories(stories);

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
});

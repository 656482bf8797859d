import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './NativeDateField.stories';

const { Empty, Invalid } = composeStories(stories);

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
});

import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './Checkbox.stories';

const { Default, Invalid } = composeStories(stories);

describe('Checkbox', () => {
  it('when clicked, then it is ticked and says so', async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('when reached by Tab and Space is pressed, then it is ticked', async () => {
    render(<Default />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('given an error, then the box is invalid and the message is read with it', () => {
    render(<Invalid />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(
      'Error: You must agree to the terms and background check',
    );
  });

  it('given a value from the form, then the box follows it', () => {
    const { rerender } = render(<Default isSelected={false} />);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    rerender(<Default isSelected />);
    expect(screen.getByRole('checkbox')).toBeChecked();
  });
});

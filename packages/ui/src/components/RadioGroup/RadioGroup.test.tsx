import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './RadioGroup.stories';

const { Default, Invalid, Keyboard } = composeStories(stories);

describe('RadioGroup', () => {
  it('when an option is clicked, then it is the one chosen', async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Weekdays only' }));
    expect(onChange).toHaveBeenLastCalledWith('weekdays');
  });

  it('given a choice, when the down arrow is pressed, then the next option is chosen', async () => {
    const onChange = fn();
    render(<Keyboard onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('weekdays');
    expect(screen.getByRole('radio', { name: 'Weekdays only' })).toHaveFocus();
  });

  it('given an empty value from the form, then nothing is chosen', () => {
    render(<Default value="" />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  it('given an error, then the group says why', () => {
    render(<Invalid />);
    expect(screen.getByRole('radiogroup', { name: 'Availability' })).toHaveAccessibleDescription(
      'Error: Select your availability',
    );
  });
});

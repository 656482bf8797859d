import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './TextArea.stories';

const { Default, Invalid, SixRows } = composeStories(stories);

describe('TextArea', () => {
  it('given a number of rows, then that many lines show', () => {
    render(<SixRows />);
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAttribute('rows', '6');
  });

  it('when someone types a line break, then it is kept', async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), 'Hello{Enter}there');
    expect(onChange).toHaveBeenLastCalledWith('Hello\nthere');
  });

  it('given an error, then it is read with the text box', () => {
    render(<Invalid />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      'Error: Message must be at least 10 characters',
    );
  });
});

import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './SearchField.stories';

const { Empty, WithValue } = composeStories(stories);

describe('SearchField', () => {
  it('when someone types, then each keystroke reaches the list, which filters as they go', async () => {
    const onChange = fn();
    render(<Empty onChange={onChange} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search media' }), 'logo');
    expect(onChange).toHaveBeenLastCalledWith('logo');
  });

  it('when Enter then Escape are pressed, then the search is submitted, then cleared', async () => {
    const onSubmit = fn();
    const onClear = fn();
    render(<Empty onSubmit={onSubmit} onClear={onClear} />);
    const input = screen.getByRole('searchbox');
    await userEvent.type(input, 'report{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('report');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(onClear).toHaveBeenCalled();
  });

  it('given a search, when the clear button is pressed, then the box is empty', async () => {
    render(<WithValue />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});

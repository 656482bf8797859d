import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './ErrorSummary.stories';

const { Default, Empty, FocusedAndLinksMoveFocus } = composeStories(stories);

describe('ErrorSummary', () => {
  it('given errors, then it says there is a problem and links each one to its field', () => {
    render(<Default />);
    expect(screen.getByRole('alert')).toHaveAccessibleName('There is a problem');
    expect(
      screen.getByRole('link', { name: 'Please enter a valid email address' }),
    ).toHaveAttribute('href', '#summary-email');
  });

  it('given no errors, then nothing is shown', () => {
    render(<Empty />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when a submit has failed, then the summary takes focus', () => {
    render(<FocusedAndLinksMoveFocus />);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('when a link is followed, then focus moves to its field, or the first box of a group', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('link', { name: 'Please enter a valid email address' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Please select at least one skill' }));
    expect(screen.getByRole('checkbox', { name: 'Fundraising' })).toHaveFocus();
  });
});

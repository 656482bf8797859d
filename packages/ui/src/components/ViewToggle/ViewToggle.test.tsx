import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './ViewToggle.stories';

const { Grid } = composeStories(stories);

describe('ViewToggle', () => {
  it('given the grid view, then its button is pressed and the list’s is not', () => {
    render(<Grid />);
    expect(screen.getByRole('group', { name: 'Media view' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('when the list button is pressed, then the list view is on', async () => {
    render(<Grid />);
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './ProgressBar.stories';

const { HiddenLabel, RefugeeAppeal } = composeStories(stories);

describe('ProgressBar', () => {
  it('given a value, then assistive technology hears what it measures and how far along', () => {
    render(<RefugeeAppeal />);
    const bar = screen.getByRole('progressbar', { name: 'Raised so far' });
    expect(bar).toHaveAttribute('aria-valuenow', '63');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '63%');
  });

  it('given a value past the end, then the bar stops at full', () => {
    render(<RefugeeAppeal value={140} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('given its label is hidden, then the bar is still named by it', () => {
    render(<HiddenLabel />);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
  });
});

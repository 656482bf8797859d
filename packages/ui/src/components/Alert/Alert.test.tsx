import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Alert.stories';

const { Danger, Info } = composeStories(stories);

describe('Alert', () => {
  it('given an alert that is not to be announced, then it is no live region', () => {
    render(<Info />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when an alert that must be announced appears, then it interrupts as an alert', () => {
    const { rerender } = render(<Info />);
    rerender(<Danger />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Setup FailedFailed to create admin profile due to network error',
    );
  });
});

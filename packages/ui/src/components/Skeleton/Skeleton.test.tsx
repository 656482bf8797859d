import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Skeleton.stories';

const { LoadingCard } = composeStories(stories);

describe('Skeleton', () => {
  it('while content loads, then screen readers hear "loading", not the placeholder shapes', () => {
    const { container } = render(<LoadingCard />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    for (const shape of container.querySelectorAll('[aria-hidden="true"]')) {
      expect(shape).not.toHaveAccessibleName();
    }
  });
});

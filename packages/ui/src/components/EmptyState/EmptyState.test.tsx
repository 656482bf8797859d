import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('names the empty state with a heading and offers the next step', () => {
    render(
      <EmptyState
        title="No pages yet"
        description="Create your first page."
        action={<button type="button">Create Page</button>}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No pages yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Page' })).toBeInTheDocument();
  });
});

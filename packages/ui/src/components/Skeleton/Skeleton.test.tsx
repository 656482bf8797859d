import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonGroup } from './Skeleton';

describe('Skeleton', () => {
  it('hides placeholder shapes from screen readers and announces loading instead', () => {
    const { container } = render(
      <SkeletonGroup label="Loading media">
        <Skeleton lines={3} />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading media');
    expect(container.querySelector('[aria-hidden="true"]')?.children).toHaveLength(3);
  });
});

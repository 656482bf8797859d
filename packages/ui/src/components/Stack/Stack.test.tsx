import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack';

describe('Stack', () => {
  it('keeps list semantics when it is a list', () => {
    render(
      <Stack as="ul" gap="small">
        <li>Transparent</li>
        <li>Global Reach</li>
      </Stack>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Grid } from './Grid';

describe('Grid', () => {
  it('renders its items in order as a list when asked', () => {
    render(
      <Grid as="ul" columns={{ mobile: 1, desktop: 4 }}>
        <li>Food</li>
        <li>Water</li>
      </Grid>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Food',
      'Water',
    ]);
  });
});

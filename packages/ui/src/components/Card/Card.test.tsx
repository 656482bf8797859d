import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('can be an article named by its heading', () => {
    render(
      <Card as="article" aria-labelledby="water">
        <h3 id="water">Water Program</h3>
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Water Program' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './Container';

describe('Container', () => {
  it('can be the page landmark it wraps', () => {
    render(<Container as="main">Page</Container>);
    expect(screen.getByRole('main')).toHaveTextContent('Page');
  });
});

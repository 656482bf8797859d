import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces what is loading in a status region', () => {
    render(<Spinner label="Loading pages" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading pages');
  });
});

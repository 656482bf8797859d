import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('states the status in words so it does not rely on colour', () => {
    render(<Badge variant="secondary">draft</Badge>);
    expect(screen.getByText('draft')).toBeInTheDocument();
  });
});

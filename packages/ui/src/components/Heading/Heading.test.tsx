import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading';

describe('Heading', () => {
  it('renders the outline level it is given, whatever size it looks', () => {
    render(
      <Heading level={2} size="display">
        Our Impact Programs
      </Heading>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Our Impact Programs' }),
    ).toBeInTheDocument();
  });
});

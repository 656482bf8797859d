import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './Alert';

describe('Alert', () => {
  it('interrupts screen readers only when asked to', () => {
    const { rerender } = render(<Alert title="Setup Failed">Network error</Alert>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(
      <Alert title="Setup Failed" tone="danger" announce="assertive">
        Network error
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Setup FailedNetwork error');
  });
});

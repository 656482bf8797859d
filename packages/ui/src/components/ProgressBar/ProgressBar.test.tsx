import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('tells assistive technology what it measures and how far along it is', () => {
    render(<ProgressBar label="Raised so far" value={63} />);
    const bar = screen.getByRole('progressbar', { name: 'Raised so far' });
    expect(bar).toHaveAttribute('aria-valuenow', '63');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '63%');
  });

  it('keeps a value outside the range inside the bar', () => {
    render(<ProgressBar label="Upload" value={140} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('still names the bar when its label is hidden', () => {
    render(<ProgressBar label="Upload progress" value={10} hideLabel />);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
  });
});

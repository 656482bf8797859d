import { render, screen } from '@testing-library/react';
import { Heart } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';

describe('Icon', () => {
  it('is hidden from screen readers when it only decorates text', () => {
    const { container } = render(<Icon icon={Heart} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is announced as an image with its label when it stands alone', () => {
    render(<Icon icon={Heart} label="Favourite" />);
    expect(screen.getByRole('img', { name: 'Favourite' })).toBeInTheDocument();
  });
});

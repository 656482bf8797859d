import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Icon.stories';

const { Decorative, Labelled } = composeStories(stories);

describe('Icon', () => {
  it('given no label, then screen readers skip it: it only decorates the text beside it', () => {
    const { container } = render(<Decorative />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('given a label, then it is announced as an image with that name', () => {
    render(<Labelled />);
    expect(screen.getByRole('img', { name: 'Healthcare' })).toBeInTheDocument();
  });
});

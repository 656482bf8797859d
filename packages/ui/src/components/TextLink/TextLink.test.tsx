import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkProvider } from '../LinkProvider';
import * as stories from './TextLink.stories';

const { Default, External } = composeStories(stories);

describe('TextLink', () => {
  it('given the app’s router link, then the link is made by it, so navigation stays in the app', () => {
    render(
      <LinkProvider component={(props) => <a data-router="yes" {...props} />}>
        <Default href="/programs/water" />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Learn More' });
    expect(link).toHaveAttribute('href', '/programs/water');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('given an external link, then screen readers hear that it opens a new tab', () => {
    render(<External />);
    const link = screen.getByRole('link', {
      name: 'Read the annual report (opens in a new tab)',
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

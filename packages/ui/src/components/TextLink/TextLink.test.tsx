import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkProvider } from '../LinkProvider';
import { TextLink } from './TextLink';

describe('TextLink', () => {
  it('goes through the app router link so navigation stays client-side', () => {
    render(
      <LinkProvider component={(props) => <a data-router="yes" {...props} />}>
        <TextLink href="/programs/water">Learn More</TextLink>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Learn More' });
    expect(link).toHaveAttribute('href', '/programs/water');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('tells screen-reader users when a link opens a new tab', () => {
    render(
      <TextLink href="https://example.org" external>
        Annual report
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: 'Annual report (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

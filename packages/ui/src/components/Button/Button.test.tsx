import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider } from '../LinkProvider';
import { Button } from './Button';

describe('Button', () => {
  it('is a non-submitting button by default, so it never submits a form by accident', () => {
    render(<Button>Donate Now</Button>);
    expect(screen.getByRole('button', { name: 'Donate Now' })).toHaveAttribute('type', 'button');
  });

  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Donate Now</Button>);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('when busy, is disabled and shows the busy label', async () => {
    const onClick = vi.fn();
    render(
      <Button busy busyLabel="Submitting Application..." onClick={onClick}>
        Submit Application
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submitting Application...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('given href, renders a link through the app link component', () => {
    const seen: string[] = [];
    render(
      <LinkProvider
        component={({ href, ...props }) => {
          seen.push(href);
          return <a href={href} data-router="yes" {...props} />;
        }}
      >
        <Button href="/volunteer">Join as Volunteer</Button>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Join as Volunteer' });
    expect(link).toHaveAttribute('href', '/volunteer');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(seen).toEqual(['/volunteer']);
  });
});

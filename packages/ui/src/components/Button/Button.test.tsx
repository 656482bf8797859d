import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { LinkProvider } from '../LinkProvider';
import * as stories from './Button.stories';

const { AsLink, Busy, Primary } = composeStories(stories);

describe('Button', () => {
  it('given it sits in a form, then it does not submit unless told to', () => {
    render(<Primary />);
    expect(screen.getByRole('button', { name: 'Donate Now' })).toHaveAttribute('type', 'button');
  });

  it('when pressed, then onClick runs once', async () => {
    const onClick = fn();
    render(<Primary onClick={onClick} />);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('given it is busy, when pressed, then nothing runs and the busy label is read', async () => {
    const onClick = fn();
    render(<Busy onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Submitting Application...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('given an href, then it is a link made by the app’s own link component', () => {
    const seen: string[] = [];
    render(
      <LinkProvider
        component={({ href, ...props }) => {
          seen.push(href);
          return <a href={href} data-router="yes" {...props} />;
        }}
      >
        <AsLink />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Join as Volunteer' });
    expect(link).toHaveAttribute('href', '/volunteer');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(seen).toEqual(['/volunteer']);
  });
});

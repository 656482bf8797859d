import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadToasts } from './Toast';
import * as stories from './Toast.stories';
import { DEFAULT_DURATION, getToasts, toast } from './toastStore';

const { Empty } = composeStories(stories);

describe('toasts', () => {
  beforeEach(async () => {
    toast.clear();
    await preloadToasts();
  });
  afterEach(() => vi.useRealTimers());

  it('given the page has just loaded, then both live regions are there, so the first toast is heard', () => {
    render(<Empty />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('given a first toast, then it shows inside the live region that was there from the start', async () => {
    render(<Empty />);
    const alert = screen.getByRole('alert');
    act(() => {
      toast.error('Something went wrong. Please try again.');
    });
    await waitFor(() => expect(alert).toHaveTextContent('Something went wrong. Please try again.'));
    expect(screen.getByRole('alert')).toBe(alert);
  });

  it('when something succeeds, then it is announced politely in the status region', async () => {
    render(<Empty />);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      within(screen.getByRole('status')).getByText('Settings updated successfully'),
    ).toBeVisible();
  });

  it('when something fails, then it is announced assertively, and not politely too', async () => {
    render(<Empty />);
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('when the dismiss button is pressed, then the toast goes', async () => {
    render(<Empty />);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Settings updated successfully')).not.toBeInTheDocument();
  });

  it('given a toast with an action, when its button is pressed, then the action runs once and the toast goes; it stays as long as asked', async () => {
    const onAction = vi.fn();
    render(<Empty />);
    act(() => {
      toast.success('Page deleted successfully', { action: { label: 'Undo', onAction } });
    });
    const status = screen.getByRole('status');
    await userEvent.click(within(status).getByRole('button', { name: 'Undo' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Page deleted successfully')).not.toBeInTheDocument();
    act(() => {
      toast.success('x', { action: { label: 'Undo', onAction }, duration: 12_000 });
      toast.success('y');
    });
    expect(getToasts().map((item) => item.duration)).toEqual([12_000, DEFAULT_DURATION.success]);
  });

  it('given a toast, when its time is up, then it goes, but not while the pointer rests on it', () => {
    vi.useFakeTimers();
    render(<Empty />);
    act(() => {
      toast.success('Media file updated successfully', { duration: 1000 });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    act(() => {
      region.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByText('Media file updated successfully')).toBeInTheDocument();
    act(() => {
      region.dispatchEvent(new MouseEvent('mouseout', { bubbles: true }));
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Media file updated successfully')).not.toBeInTheDocument();
  });
});

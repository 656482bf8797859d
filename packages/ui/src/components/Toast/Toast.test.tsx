import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from './Toast';
import { toast } from './toastStore';

describe('toasts', () => {
  beforeEach(() => toast.clear());
  afterEach(() => vi.useRealTimers());

  it('announces a success politely: the status region holds the message', () => {
    render(<ToastRegion />);
    act(() => {
      toast.success('Settings updated successfully');
    });
    expect(
      within(screen.getByRole('status')).getByText('Settings updated successfully'),
    ).toBeVisible();
  });

  it('announces an error assertively', () => {
    render(<ToastRegion />);
    act(() => {
      toast.error('Something went wrong. Please try again.');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('has its live regions in the page before any toast, so the first one is announced', () => {
    render(<ToastRegion />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('can be dismissed', async () => {
    render(<ToastRegion />);
    act(() => {
      toast.success('Page created successfully');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Page created successfully')).not.toBeInTheDocument();
  });

  it('goes by itself after its time, but not while the pointer rests on it', () => {
    vi.useFakeTimers();
    render(<ToastRegion />);
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

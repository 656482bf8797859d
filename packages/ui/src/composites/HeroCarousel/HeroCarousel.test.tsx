import type { HeroSlide } from '@charitykit/content';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroCarousel } from './HeroCarousel';

const image = { src: '/x.jpg', alt: 'A photo', width: 1600, height: 900 };
const slides: HeroSlide[] = [
  { title: 'One', subtitle: 'First', description: 'The first slide.', image },
  { title: 'Two', subtitle: 'Second', description: 'The second slide.', image },
  { title: 'Three', subtitle: 'Third', description: 'The third slide.', image },
];

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const active = () =>
  document.querySelector('[role="tabpanel"][data-active] h2')?.textContent ?? null;

function renderHero(autoRotateMs?: number) {
  return render(
    <HeroCarousel
      label="Highlights"
      slides={slides}
      primaryLabel="Donate Today"
      secondaryAction={{ label: 'Join as Volunteer', href: '/volunteer' }}
      autoRotateMs={autoRotateMs}
    />,
  );
}

describe('HeroCarousel rotation (decision 8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('does not rotate on its own unless asked to', () => {
    mockReducedMotion(false);
    renderHero();
    act(() => vi.advanceTimersByTime(20_000));
    expect(active()).toBe('One');
    expect(screen.queryByRole('button', { name: /slide rotation/ })).toBeNull();
  });

  it('when asked, rotates and wraps, and the visible control stops it', () => {
    mockReducedMotion(false);
    renderHero(5000);
    act(() => vi.advanceTimersByTime(5000));
    expect(active()).toBe('Two');
    act(() => vi.advanceTimersByTime(10_000));
    expect(active()).toBe('One');
    fireEvent.click(screen.getByRole('button', { name: 'Stop slide rotation' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(active()).toBe('One');
    expect(screen.getByRole('button', { name: 'Start slide rotation' })).toBeInTheDocument();
  });

  it('stops while the pointer is over it and while focus is inside', () => {
    mockReducedMotion(false);
    renderHero(5000);
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(20_000));
    expect(active()).toBe('One');
    fireEvent.mouseLeave(region);
    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(active()).toBe('One');
  });

  it('never rotates under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    renderHero(5000);
    act(() => vi.advanceTimersByTime(20_000));
    expect(active()).toBe('One');
  });

  it('marks every slide but the active one inert', () => {
    mockReducedMotion(false);
    renderHero();
    const panels = document.querySelectorAll('[role="tabpanel"]');
    expect([...panels].map((p) => p.hasAttribute('inert'))).toEqual([false, true, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect([...panels].map((p) => p.hasAttribute('inert'))).toEqual([true, true, false]);
  });
});

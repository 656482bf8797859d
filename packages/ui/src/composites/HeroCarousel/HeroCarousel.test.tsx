import { heroSlides } from '@charitykit/content';
import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as stories from './HeroCarousel.stories';

const { FirstSlide } = composeStories(stories);
const [first, second] = heroSlides.map((slide) => slide.title);
const last = heroSlides.at(-1)?.title;

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

const renderHero = (autoRotateMs?: number) => render(<FirstSlide autoRotateMs={autoRotateMs} />);

describe('HeroCarousel rotation (decision 8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('given no rotation time, then it stays on its first slide', () => {
    mockReducedMotion(false);
    renderHero();
    act(() => vi.advanceTimersByTime(20_000));
    expect(active()).toBe(first);
    expect(screen.queryByRole('button', { name: /slide rotation/ })).toBeNull();
  });

  it('given a rotation time, then it rotates and wraps, until its visible control stops it', () => {
    mockReducedMotion(false);
    renderHero(5000);
    act(() => vi.advanceTimersByTime(5000));
    expect(active()).toBe(second);
    act(() => vi.advanceTimersByTime(5000 * (heroSlides.length - 1)));
    expect(active()).toBe(first);
    fireEvent.click(screen.getByRole('button', { name: 'Stop slide rotation' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(active()).toBe(first);
    expect(screen.getByRole('button', { name: 'Start slide rotation' })).toBeInTheDocument();
  });

  it('while the pointer is over it or focus is inside, then it does not rotate', () => {
    mockReducedMotion(false);
    renderHero(5000);
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(20_000));
    expect(active()).toBe(first);
    fireEvent.mouseLeave(region);
    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(active()).toBe(first);
  });

  it('given the reader prefers reduced motion, then it never rotates', () => {
    mockReducedMotion(true);
    renderHero(5000);
    act(() => vi.advanceTimersByTime(20_000));
    expect(active()).toBe(first);
  });

  it('when the slide changes, then only the shown slide can be reached', () => {
    mockReducedMotion(false);
    renderHero();
    const panels = document.querySelectorAll('[role="tabpanel"]');
    const inert = () => [...panels].filter((panel) => !panel.hasAttribute('inert'));
    expect(inert().map((panel) => panel.querySelector('h2')?.textContent)).toEqual([first]);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(inert().map((panel) => panel.querySelector('h2')?.textContent)).toEqual([last]);
  });
});

'use client';

import type { SiteIconName } from '@charitykit/content';
import { ChevronLeft, ChevronRight } from 'lucide';
import { type KeyboardEvent, type TouchEvent, useId, useRef, useState } from 'react';
import { Icon } from '../../components/Icon';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { ProgrammeCard } from '../ProgrammeCard';
import * as styles from './ProgrammeCarousel.css';

export interface ProgrammeCarouselItem {
  title: string;
  description: string;
  href: string;
  icon?: SiteIconName;
  colour?: string;
}

export interface ProgrammeCarouselProps {
  items: readonly ProgrammeCarouselItem[];
  /** Names the carousel region, e.g. "Our Impact Programs". */
  label: string;
  /** Each card's link words, e.g. "Learn More". */
  learnMoreLabel: string;
}

/** A swipe shorter than this is a tap, not a scroll. */
const SWIPE_PX = 40;

/**
 * A looping row of programme cards: 1 per view on small screens, 2 on medium, 4 on large.
 * Arrows show from medium width; the left and right arrow keys scroll while focus is inside;
 * on touch screens a swipe scrolls. It loops: after the last card comes the first.
 */
export function ProgrammeCarousel({ items, label, learnMoreLabel }: ProgrammeCarouselProps) {
  const [start, setStart] = useState(0);
  const viewportRef = useRef<HTMLDivElement>(null);
  const touchX = useRef<number | null>(null);
  const listId = useId();
  const count = items.length;

  const move = (by: number) => {
    const viewport = viewportRef.current;
    const focused = document.activeElement;
    // Reordering the list can move the focused link in the DOM, which drops focus: remember it.
    const focusedHref =
      viewport && focused instanceof HTMLAnchorElement && viewport.contains(focused)
        ? focused.getAttribute('href')
        : null;
    setStart((s) => (((s + by) % count) + count) % count);
    if (focusedHref === null) return;
    requestAnimationFrame(() => {
      const links = [...(viewportRef.current?.querySelectorAll<HTMLElement>('li a') ?? [])];
      const visible = links.filter((link) => link.offsetParent !== null);
      const same = visible.find((link) => link.getAttribute('href') === focusedHref);
      (same ?? visible[0])?.focus();
    });
  };

  // Arrow keys pressed on any card's link or on the arrow buttons bubble up to the section.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    }
  };

  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const from = touchX.current;
    const to = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (from === null || to === undefined || Math.abs(to - from) < SWIPE_PX) return;
    move(to < from ? 1 : -1);
  };

  const ordered = items.map((_, i) => items[(start + i) % count] as ProgrammeCarouselItem);
  const first = items[start];

  return (
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => move(-1)}
          aria-controls={listId}
        >
          <Icon icon={ChevronLeft} size="medium" />
          <VisuallyHidden>Previous programme</VisuallyHidden>
        </button>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => move(1)}
          aria-controls={listId}
        >
          <Icon icon={ChevronRight} size="medium" />
          <VisuallyHidden>Next programme</VisuallyHidden>
        </button>
      </div>
      <div ref={viewportRef} className={styles.viewport}>
        <ul id={listId} className={styles.track}>
          {ordered.map((item) => (
            <li key={item.href} className={styles.item}>
              <ProgrammeCard
                title={item.title}
                description={item.description}
                href={item.href}
                linkLabel={learnMoreLabel}
                icon={item.icon}
                colour={item.colour}
              />
            </li>
          ))}
        </ul>
      </div>
      <p className={styles.hint} aria-live="polite">
        <VisuallyHidden>
          {first ? `Starting at ${first.title}, programme ${start + 1} of ${count}` : ''}
        </VisuallyHidden>
      </p>
    </section>
  );
}

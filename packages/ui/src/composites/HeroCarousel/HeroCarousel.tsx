'use client';

import type { HeroSlide } from '@charitykit/content';
import { HERO_FADE_MS } from '@charitykit/content';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { SiteImage } from '../SiteImage';
import * as styles from './HeroCarousel.css';

export interface HeroCarouselProps {
  slides: readonly HeroSlide[];
  /** Names the carousel region, e.g. "Highlights". */
  label: string;
  /** The first button on every slide (Donate Today). Without `onPrimary` it has no action. */
  primaryLabel: string;
  onPrimary?: () => void;
  /** Where the first button leads (the charity's donation page): given, it is a link. */
  primaryHref?: string;
  /** The second button on every slide: a link (Join as Volunteer, to /volunteer). */
  secondaryAction: { label: string; href: string };
  /** How long the cross-fade lasts; the spec's 1 second by default. */
  fadeMs?: number;
  /**
   * Rotate on its own every so many milliseconds. Off by default. When on, a visible pause
   * button is shown, rotation stops while the pointer is over the hero or focus is inside it,
   * and it never rotates under prefers-reduced-motion (decision 8).
   */
  autoRotateMs?: number;
  /** Content beside the slides on extra-wide screens only (the Make a Donation panel). */
  aside?: ReactNode;
  /** The heading level of each slide's title. */
  headingLevel?: 2 | 3;
}

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * The home page hero: slides that cross-fade, previous/next buttons that wrap at both ends, and
 * dot tabs (WAI-ARIA tabbed carousel). Images render only on the client: the active slide's
 * eagerly, the rest lazily.
 */
export function HeroCarousel({
  slides,
  label,
  primaryLabel,
  onPrimary,
  primaryHref,
  secondaryAction,
  fadeMs = HERO_FADE_MS,
  autoRotateMs,
  aside,
  headingLevel = 2,
}: HeroCarouselProps) {
  const [index, setIndex] = useState(0);
  const [onClient, setOnClient] = useState(false);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const count = slides.length;

  useEffect(() => setOnClient(true), []);

  const rotating =
    autoRotateMs !== undefined && onClient && !paused && !reducedMotion && !hovered && !focused;
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), autoRotateMs);
    return () => window.clearInterval(timer);
  }, [rotating, autoRotateMs, count]);

  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = ((target % count) + count) % count;
    setIndex(next);
    tabRefs.current[next]?.focus();
  };

  const Title = `h${headingLevel}` as const;
  const slideId = (i: number) => `${baseId}-slide-${i}`;

  return (
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className={styles.slides}>
        <div aria-live={rotating ? 'off' : 'polite'} style={{ display: 'contents' }}>
          {slides.map((slide, i) => {
            const active = i === index;
            return (
              <div
                key={slide.title}
                id={slideId(i)}
                className={styles.slide}
                data-active={active ? '' : undefined}
                role="tabpanel"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                inert={!active}
                style={{
                  transitionDuration: `${fadeMs}ms`,
                  // Hide the outgoing slide from view only once it has faded out.
                  transitionDelay: active ? '0ms' : `0ms, ${fadeMs}ms`,
                }}
              >
                <div className={styles.media}>
                  {onClient ? (
                    <SiteImage
                      image={slide.image}
                      layout="fill"
                      fallback="background"
                      priority={active}
                      sizes="100vw"
                    />
                  ) : null}
                  <div className={styles.scrim} />
                </div>
                <div className={styles.content}>
                  <p className={styles.subtitle}>{slide.subtitle}</p>
                  <Title className={styles.title}>{slide.title}</Title>
                  <p className={styles.description}>{slide.description}</p>
                  <div className={styles.actions}>
                    <Button size="large" onClick={onPrimary} href={primaryHref}>
                      {primaryLabel}
                    </Button>
                    <Button size="large" variant="secondary" href={secondaryAction.href}>
                      {secondaryAction.label}
                    </Button>
                  </div>
                </div>
              </div>
            );
          })}
        </div>

        <div className={styles.controls}>
          {autoRotateMs !== undefined ? (
            <button
              type="button"
              className={styles.arrow}
              onClick={() => setPaused((p) => !p)}
              aria-label={paused ? 'Start slide rotation' : 'Stop slide rotation'}
            >
              <Icon icon={paused ? Play : Pause} size="small" />
            </button>
          ) : null}
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(index - 1)}
            aria-controls={slideId((index - 1 + count) % count)}
          >
            <Icon icon={ChevronLeft} size="medium" />
            <VisuallyHidden>Previous slide</VisuallyHidden>
          </button>
          <div className={styles.dots} role="tablist" aria-label="Slides">
            {slides.map((slide, i) => (
              <button
                key={slide.title}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                type="button"
                role="tab"
                className={styles.dot}
                aria-selected={i === index}
                aria-controls={slideId(i)}
                aria-label={`Slide ${i + 1}: ${slide.title}`}
                tabIndex={i === index ? 0 : -1}
                onClick={() => setIndex(i)}
                onKeyDown={onTabKeyDown}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(index + 1)}
            aria-controls={slideId((index + 1) % count)}
          >
            <Icon icon={ChevronRight} size="medium" />
            <VisuallyHidden>Next slide</VisuallyHidden>
          </button>
        </div>
      </div>
      {aside ? <div className={styles.aside}>{aside}</div> : null}
    </section>
  );
}

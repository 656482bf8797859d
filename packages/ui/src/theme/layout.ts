import type { CSSProperties } from 'react';
import type { Breakpoint } from './breakpoints';
import type { vars } from './vars.css';

/** A value that may change from one breakpoint to the next, e.g. `{ mobile: 1, desktop: 4 }`. */
export type Responsive<T> =
  | T
  | { readonly [B in Breakpoint]?: T }
  | ReadonlyArray<T | null | undefined>;

/** A step of the theme's space scale. */
export type Space = keyof typeof vars.space;

/** Equal columns a Grid can have at one breakpoint. */
export type Columns = 1 | 2 | 3 | 4 | 5 | 6;

/** The layout properties Stack and Grid set per breakpoint. */
export type LayoutProperty = 'gap' | 'direction' | 'align' | 'justify' | 'columns';

/** Mobile first, as the media queries: each breakpoint applies from its width up. */
export const breakpointOrder = ['mobile', 'tablet', 'desktop', 'wide', 'extraWide'] as const;

/**
 * The custom property that holds one layout property at one breakpoint. Stack and Grid set them
 * inline (only where a value is given) and their stylesheet reads the widest one set, so a
 * responsive layout needs no class per value: no lookup table ships to the browser.
 */
export function layoutVar(property: LayoutProperty, breakpoint: Breakpoint): `--${string}` {
  return `--ck-layout-${property}-${breakpoint}`;
}

/** The inline custom properties for one responsive prop, its values mapped to CSS. */
export function layoutVars<T>(
  property: LayoutProperty,
  value: Responsive<T> | undefined,
  toCss: (value: T) => string = String,
): CSSProperties {
  if (value === undefined || value === null) return {};
  const style: Record<string, string> = {};
  const set = (breakpoint: Breakpoint, item: T | null | undefined) => {
    if (item !== undefined && item !== null) style[layoutVar(property, breakpoint)] = toCss(item);
  };
  if (Array.isArray(value)) {
    value.forEach((item: T | null | undefined, index) => {
      const breakpoint = breakpointOrder[index];
      if (breakpoint) set(breakpoint, item);
    });
  } else if (typeof value === 'object') {
    for (const breakpoint of breakpointOrder)
      set(breakpoint, (value as Record<Breakpoint, T>)[breakpoint]);
  } else {
    set('mobile', value as T);
  }
  return style;
}

/** A theme space step as CSS: its stable custom property (see the README's token table). */
export const spaceValue = (space: Space) => `var(--ck-space-${space})`;

// Build-time helpers for the .css.ts files of Stack and Grid (a .css.ts file may export only
// class names and plain values, not functions).
import type { StyleRule } from '@vanilla-extract/css';
import { mediaQuery } from './breakpoints';
import { breakpointOrder, type LayoutProperty, layoutVar } from './layout';

type CssProperty =
  | 'gap'
  | 'flexDirection'
  | 'alignItems'
  | 'justifyContent'
  | 'gridTemplateColumns';
type VarValue = `var(--${string})`;

/**
 * The rules for layout properties that Stack and Grid set per breakpoint: each CSS property reads
 * the custom property of the widest breakpoint that has one, falling back to narrower ones and
 * then to `fallback`. The element resets every one of its custom properties, so a layout inside
 * another never inherits its parent's values; the inline style it is given wins over the reset.
 */
export function responsiveLayout(
  properties: readonly [LayoutProperty, CssProperty, string][],
): StyleRule {
  const resets: Record<string, string> = {};
  const base: Partial<Record<CssProperty, VarValue>> = {};
  const media: Record<string, Partial<Record<CssProperty, VarValue>>> = {};
  for (const [property, cssProperty, fallback] of properties) {
    let value: string = fallback;
    for (const breakpoint of breakpointOrder) {
      const name = layoutVar(property, breakpoint);
      resets[name] = 'initial';
      const chained: VarValue = `var(${name}, ${value})`;
      value = chained;
      if (breakpoint === 'mobile') {
        base[cssProperty] = chained;
      } else {
        const query = mediaQuery[breakpoint];
        media[query] = { ...media[query], [cssProperty]: chained };
      }
    }
  }
  return { ...base, vars: resets, '@media': media };
}

/** Lists used for layout (cards in a grid, a row of badges) drop their bullets and indent. */
export const listReset = { margin: 0, padding: 0, listStyle: 'none' } as const;

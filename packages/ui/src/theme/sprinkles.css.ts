import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQuery } from './breakpoints';
import { vars } from './vars.css';

const columns = {
  1: 'repeat(1, minmax(0, 1fr))',
  2: 'repeat(2, minmax(0, 1fr))',
  3: 'repeat(3, minmax(0, 1fr))',
  4: 'repeat(4, minmax(0, 1fr))',
  5: 'repeat(5, minmax(0, 1fr))',
  6: 'repeat(6, minmax(0, 1fr))',
} as const;

/**
 * Layout properties that change with the viewport. Mobile-first: `mobile` is the base value and
 * each larger condition applies from its breakpoint up.
 */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQuery.tablet },
    desktop: { '@media': mediaQuery.desktop },
    wide: { '@media': mediaQuery.wide },
    extraWide: { '@media': mediaQuery.extraWide },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop', 'wide', 'extraWide'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    gridTemplateColumns: columns,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

export const sprinkles = createSprinkles(responsiveProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];

/** A value that may change from one breakpoint to the next, e.g. `{ mobile: 1, desktop: 4 }`. */
export type Responsive<T> =
  | T
  | { mobile?: T; tablet?: T; desktop?: T; wide?: T; extraWide?: T }
  | ReadonlyArray<T | null>;

export type Space = keyof typeof vars.space;
export type Columns = keyof typeof columns;

import { mediaQuery, vars } from '@charitykit/ui';
import { style, styleVariants } from '@vanilla-extract/css';

const list = { margin: 0, padding: 0, listStyle: 'none' } as const;

export const plainList = style(list);

/** Card grids: one column on phones, more as the screen widens. */
export const grid = styleVariants({
  2: {
    ...list,
    display: 'grid',
    gap: vars.space.large,
    gridTemplateColumns: 'repeat(1, minmax(0, 1fr))',
    '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
  3: {
    ...list,
    display: 'grid',
    gap: vars.space.large,
    gridTemplateColumns: 'repeat(1, minmax(0, 1fr))',
    '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  },
  4: {
    ...list,
    display: 'grid',
    gap: vars.space.large,
    gridTemplateColumns: 'repeat(1, minmax(0, 1fr))',
    '@media': {
      [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
});

export const split = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const splitTop = style([split, { alignItems: 'start' }]);

export const sectionTitle = style({
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});

export const boxTitle = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  marginBottom: vars.space.xsmall,
});

export const badgeRow = style({
  ...list,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const missionBox = style({
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  borderInlineStart: `6px solid ${vars.color.primary}`,
  boxShadow: vars.shadow.small,
});

/** The home page's extra-wide donation panel. */
export const panel = style({
  width: '100%',
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const prose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxWidth: '46rem',
});

export const proseList = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const legalSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  scrollMarginTop: '5rem',
});

export const toc = style({
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const note = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.successSurface,
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
});

export const formCard = style({
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
  '@media': { [mediaQuery.tablet]: { padding: vars.space.xlarge } },
});

export const notFound = style({
  minHeight: '60vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  textAlign: 'center',
});

export const notFoundCode = style({
  fontSize: '4rem',
  fontWeight: vars.fontWeight.strong,
  lineHeight: 1,
  color: vars.color.primaryText,
});

export const address = style({ fontStyle: 'normal' });

export const block = style({ display: 'block' });

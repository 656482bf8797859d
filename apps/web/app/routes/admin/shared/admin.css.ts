import { mediaQuery, vars } from '@charitykit/ui/tokens';
import { style } from '@vanilla-extract/css';

export const centered = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.medium,
  background: vars.color.background,
});

export const authCard = style({ width: '100%', maxWidth: '26rem' });

export const pageDescription = style({
  margin: `${vars.space.xxsmall} 0 0`,
  color: vars.color.mutedText,
});
/** The numbered Getting Started steps: a list that keeps its numbers, with room between. */
export const steps = style({ display: 'grid', gap: vars.space.small });

export const sectionTitle = style({
  margin: `0 0 ${vars.space.small}`,
  fontSize: vars.fontSize.large,
  fontFamily: vars.font.heading,
});

export const headerTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

export const actionLink = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  height: '100%',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const actionTitle = style({
  fontWeight: vars.fontWeight.strong,
  color: vars.color.primaryText,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
  marginBottom: vars.space.medium,
});
export const grow = style({ flex: '1 1 16rem', minWidth: 0 });

export const fullRow = style({
  '@media': { [mediaQuery.desktop]: { gridColumn: '1 / -1' } },
});

export const tableWrap = style({ overflowX: 'auto' });
export const nowrap = style({ whiteSpace: 'nowrap' });

/** A share image's preview: the 1.91:1 shape link previews crop to. */
export const sharePreview = style({
  display: 'block',
  width: '15rem',
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: '1.91 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
});

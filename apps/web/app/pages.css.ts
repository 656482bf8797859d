import { mediaQuery, vars } from '@charitykit/ui/tokens';
import { style } from '@vanilla-extract/css';

/**
 * A comfortable reading width for running text (about 75 characters). Layout (columns, gaps)
 * comes from ui's Grid and Stack; what stays here is this site's own typography and surfaces.
 */
export const measure = style({ maxWidth: '46rem' });

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

/** This site's panels: white, rounded, with room inside. */
const surface = {
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
} as const;

export const missionBox = style({
  ...surface,
  borderInlineStart: `6px solid ${vars.color.primary}`,
  boxShadow: vars.shadow.small,
});

/** The home page's extra-wide donation panel. */
export const panel = style({
  ...surface,
  width: '100%',
  color: vars.color.text,
  boxShadow: vars.shadow.large,
});

export const proseList = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

/** A section a contents link jumps to: it lands with room above it. */
export const anchorTarget = style({ scrollMarginTop: '5rem' });

export const toc = style({ ...surface, border: `1px solid ${vars.color.border}` });

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
  ...surface,
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

/** The Stay Connected card's sign-up form (issue 37): the card's width, read from the start. */
export const inlineSignUp = style({
  width: '100%',
  textAlign: 'start',
});

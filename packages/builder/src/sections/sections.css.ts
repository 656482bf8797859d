import { mediaQuery, vars } from '@charitykit/ui/tokens';
import { style } from '@vanilla-extract/css';

const band = {
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.medium,
  '@media': { [mediaQuery.tablet]: { paddingBlock: vars.space.xxlarge } },
} as const;

const inner = {
  maxWidth: vars.contentWidth.medium,
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
} as const;

export const hero = style({
  ...band,
  background: vars.color.primary,
  color: vars.color.primaryForeground,
  textAlign: 'center',
});

export const heroInner = style({ ...inner, alignItems: 'center' });

export const heroTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaQuery.tablet]: { fontSize: vars.fontSize.display } },
});

export const heroDescription = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.standard,
  maxWidth: '40em',
});

export const text = style(band);
export const textInner = style(inner);

/** Line breaks typed in the editor show as line breaks, still as plain text. */
export const paragraph = style({ whiteSpace: 'pre-line', margin: 0 });

export const figure = style({ ...band, margin: 0 });
export const figureInner = style(inner);

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const ctaPlain = style({
  ...band,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
});
export const ctaInner = style({ ...inner, alignItems: 'center' });

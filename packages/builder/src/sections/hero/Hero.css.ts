import { mediaQuery, vars } from '@charitykit/ui/tokens';
import { style } from '@vanilla-extract/css';
import { band, inner } from '../common/section.css';

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

import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { pageColumn } from '../../theme/styleParts';
import { vars } from '../../theme/vars.css';

export const hero = style({
  // primaryText is the brand colour darkened until text on white reads at 4.5:1, so white text
  // on it reads just as well. A page may pass its own (dark enough) colour.
  background: `var(--hero-colour, ${vars.color.primaryText})`,
  backgroundImage: 'linear-gradient(135deg, rgb(0 0 0 / 0.15), rgb(0 0 0 / 0.35))',
  color: '#ffffff',
  paddingBlock: vars.space.xxlarge,
  '@media': { [mediaQuery.desktop]: { paddingBlock: '5rem' } },
});

export const inner = style({
  ...pageColumn(vars.contentWidth.large),
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  alignItems: 'flex-start',
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  background: '#ffffff',
  color: '#8f1d1d',
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.small,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const iconBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.full,
  background: 'rgb(255 255 255 / 0.18)',
});

export const subtitle = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
});

export const title = style({
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.strong,
  maxWidth: '48rem',
  textWrap: 'balance',
});

export const description = style({ fontSize: vars.fontSize.large, maxWidth: '42rem' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginTop: vars.space.xsmall,
});

export const extra = style({ width: '100%', marginTop: vars.space.large });

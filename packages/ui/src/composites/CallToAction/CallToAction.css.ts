import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const band = style({
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  borderBlock: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.xxlarge,
});

export const inner = style({
  maxWidth: vars.contentWidth.medium,
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  textAlign: 'center',
  '@media': { [mediaQuery.tablet]: { paddingInline: vars.space.large } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({ fontSize: vars.fontSize.large, maxWidth: '40rem' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
});

import { style, styleVariants } from '@vanilla-extract/css';
import { pageColumn } from '../../theme/styleParts';
import { vars } from '../../theme/vars.css';

export const section = styleVariants({
  plain: { paddingBlock: vars.space.xxlarge, background: vars.color.background },
  muted: { paddingBlock: vars.space.xxlarge, background: vars.color.surfaceMuted },
});

export const inner = styleVariants({
  medium: pageColumn(vars.contentWidth.medium),
  large: pageColumn(vars.contentWidth.large),
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  marginBottom: vars.space.xlarge,
});

export const centered = style({ alignItems: 'center', textAlign: 'center' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  textWrap: 'balance',
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  color: vars.color.mutedText,
  maxWidth: '44rem',
});

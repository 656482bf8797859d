import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});
export const value = style({
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primaryText,
});
export const label = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'break-word',
});
export const description = style({ fontSize: vars.fontSize.small, color: vars.color.mutedText });
export const centered = style({ textAlign: 'center', alignItems: 'center' });

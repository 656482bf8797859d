import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBottom: vars.space.large,
});
export const pageTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
});
export const pageDescription = style({
  margin: `${vars.space.xxsmall} 0 0`,
  color: vars.color.mutedText,
});

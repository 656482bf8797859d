import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const statCard = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
export const statTitle = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.mutedText,
});
export const statValue = style({
  margin: `${vars.space.xxsmall} 0`,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
export const statDetail = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedText,
});
export const statIcon = style({ color: vars.color.primaryText });

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.large,
  color: vars.color.mutedText,
});
export const title = style({
  color: vars.color.text,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  margin: 0,
});
export const description = style({ maxWidth: '32rem' });
export const icon = style({ color: vars.color.primaryText });

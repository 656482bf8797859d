import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const summary = style({
  padding: vars.space.large,
  border: `5px solid ${vars.color.danger}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:focus': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 0 },
  },
});
export const title = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  marginBottom: vars.space.small,
});
export const list = style({
  margin: 0,
  paddingLeft: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xsmall,
});
export const link = style({
  color: vars.color.danger,
  fontWeight: vars.fontWeight.strong,
  textDecorationThickness: '2px',
  textUnderlineOffset: '0.15em',
  selectors: { '&:hover': { textDecorationThickness: '3px' } },
});

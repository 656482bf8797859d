import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
});
export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  padding: vars.space.medium,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});
export const headerCell = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.strong,
  background: vars.color.surfaceMuted,
  borderBottom: `2px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const cell = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.regular,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  selectors: { 'tr:last-child > &': { borderBottom: 0 } },
});
export const alignEnd = style({ textAlign: 'right' });
export const empty = style({
  padding: vars.space.xlarge,
  textAlign: 'center',
  color: vars.color.mutedText,
});
export const actions = style({
  display: 'inline-flex',
  gap: vars.space.xxsmall,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});

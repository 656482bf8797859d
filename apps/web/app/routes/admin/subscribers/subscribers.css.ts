import { vars } from '@charitykit/ui';
import { style } from '@vanilla-extract/css';

/** Confirmed, pending and left side by side, wrapping at 320 px. */
export const counts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  margin: 0,
});

export const count = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  minWidth: '6rem',
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const countValue = style({
  margin: 0,
  fontSize: '1.5rem',
  fontWeight: vars.fontWeight.strong,
});

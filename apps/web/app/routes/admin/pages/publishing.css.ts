import { vars } from '@charitykit/ui';
import { style } from '@vanilla-extract/css';

/** Issue 25: a page's schedule and navigation under its status badge in the Pages table. */
export const cellNote = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  marginTop: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedText,
});

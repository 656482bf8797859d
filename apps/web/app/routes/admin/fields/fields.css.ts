import { vars } from '@charitykit/ui/tokens';
import { style } from '@vanilla-extract/css';

/** A share image's preview: the 1.91:1 shape link previews crop to. */
export const sharePreview = style({
  display: 'block',
  width: '15rem',
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: '1.91 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
});

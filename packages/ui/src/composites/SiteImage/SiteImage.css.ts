import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const frameBase = style({
  position: 'relative',
  overflow: 'hidden',
  // Shown while the picture loads and whenever it cannot (decision 7).
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const frame = styleVariants({
  intrinsic: [frameBase, { width: '100%', borderRadius: vars.radius.large }],
  // Behind text the parent's ground shows through, keeping the text's contrast.
  fill: [frameBase, { position: 'absolute', inset: 0, background: 'transparent' }],
});

export const image = styleVariants({
  intrinsic: { display: 'block', width: '100%', height: 'auto', objectFit: 'cover' },
  fill: { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
});

export const fallback = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  textAlign: 'center',
  fontSize: vars.fontSize.small,
  color: vars.color.text,
  background: vars.color.surfaceMuted,
});

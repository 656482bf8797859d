import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const skeleton = style({
  display: 'block',
  background: vars.color.surfaceMuted,
  animation: `${pulse} 1.6s ease-in-out infinite`,
});
export const shape = styleVariants({
  text: { height: '1em', borderRadius: vars.radius.small },
  rectangle: { borderRadius: vars.radius.medium },
  circle: { borderRadius: '50%' },
});
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

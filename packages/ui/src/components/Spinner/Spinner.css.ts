import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });
export const ring = style({
  display: 'inline-block',
  borderRadius: '50%',
  border: '3px solid currentColor',
  borderRightColor: 'transparent',
  color: vars.color.primaryText,
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // The global reset stops the animation; slow pulse would still move, so show a static ring.
    '(prefers-reduced-motion: reduce)': { borderRightColor: 'currentColor', opacity: 0.6 },
  },
});
export const size = styleVariants({
  small: { width: '1rem', height: '1rem', borderWidth: '2px' },
  medium: { width: '1.5rem', height: '1.5rem' },
  large: { width: '2.5rem', height: '2.5rem' },
});

import { style, styleVariants } from '@vanilla-extract/css';

export const icon = style({ display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' });
export const size = styleVariants({
  small: { width: '1rem', height: '1rem' },
  medium: { width: '1.25rem', height: '1.25rem' },
  large: { width: '1.5rem', height: '1.5rem' },
  xlarge: { width: '2.5rem', height: '2.5rem' },
});

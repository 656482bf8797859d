import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const row = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.xsmall });
export const swatch = style({
  flexShrink: 0,
  width: '3rem',
  minHeight: '44px',
  padding: '2px',
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', borderColor: vars.color.border },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const hex = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  maxWidth: '10rem',
});

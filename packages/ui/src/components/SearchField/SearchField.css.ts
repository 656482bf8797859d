import { style } from '@vanilla-extract/css';
import { iconButton } from '../../theme/styleParts';
import { vars } from '../../theme/vars.css';

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });
export const icon = style({
  position: 'absolute',
  left: vars.space.small,
  color: vars.color.mutedText,
  pointerEvents: 'none',
});
export const input = style({
  paddingLeft: '2.5rem !important',
  paddingRight: '2.75rem !important',
  selectors: {
    // The clear button replaces the browser's own.
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});
export const clear = style({
  position: 'absolute',
  right: '2px',
  ...iconButton,
  width: '2.5rem',
  height: '2.5rem',
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  selectors: {
    '[data-empty] &': { display: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '-3px',
    },
  },
});

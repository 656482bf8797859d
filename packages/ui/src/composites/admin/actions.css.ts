import { style } from '@vanilla-extract/css';
import { iconButton, outlinedButton } from '../../theme/styleParts';
import { vars } from '../../theme/vars.css';

/** A square icon-only action button (edit, open, delete) on admin lists and queues. */
export const iconAction = style({
  ...iconButton,
  ...outlinedButton,
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

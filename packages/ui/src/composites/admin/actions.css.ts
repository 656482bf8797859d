import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** A square icon-only action button (edit, open, delete) on admin lists and queues. */
export const iconAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Fixed, not absolute: wherever the page is scrolled, the focused link shows at once at the top of
// the viewport, over the fixed header, with no scroll needed to reveal it.
export const skipLink = style({
  position: 'fixed',
  insetInlineStart: vars.space.medium,
  insetBlockStart: '-10rem',
  zIndex: 100,
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.surface,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.strong,
  borderRadius: vars.radius.medium,
  selectors: { '&:focus': { insetBlockStart: vars.space.small } },
});

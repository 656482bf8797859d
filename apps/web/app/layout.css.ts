import { headerHeight } from '@charitykit/ui/tokens';
import { style } from '@vanilla-extract/css';

export const main = style({
  // In-page links (#donate) and focus land below the fixed header through the scroll padding
  // SiteHeader sets on the root (ui's `--ck-fixed-header-offset`).
  paddingTop: headerHeight,
  outline: 'none',
});

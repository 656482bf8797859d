import { vars } from '@charitykit/ui/tokens';
import { style } from '@vanilla-extract/css';

export const headerTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

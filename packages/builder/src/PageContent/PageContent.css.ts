import { mediaQuery, vars } from '@charitykit/ui/tokens';
import { style } from '@vanilla-extract/css';

export const titleBand = style({
  maxWidth: vars.contentWidth.medium,
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  paddingBlockStart: vars.space.xlarge,
  '@media': { [mediaQuery.tablet]: { paddingBlockStart: vars.space.xxlarge } },
});

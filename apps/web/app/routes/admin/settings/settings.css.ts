import { mediaQuery } from '@charitykit/ui/tokens';
import { style } from '@vanilla-extract/css';

/** A settings card that takes the whole row on wide screens. */
export const fullRow = style({
  '@media': { [mediaQuery.desktop]: { gridColumn: '1 / -1' } },
});

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const region = recipe({
  base: {
    position: 'fixed',
    insetInline: vars.space.medium,
    zIndex: 1000,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    gap: vars.space.xsmall,
    pointerEvents: 'none',
  },
  variants: {
    edge: {
      bottom: { bottom: vars.space.medium },
      top: { top: vars.space.medium },
    },
  },
});

export const live = style({ width: 'min(100%, 26rem)' });

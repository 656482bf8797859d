import { styleVariants } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

const base = {
  width: '100%',
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  '@media': {
    [mediaQuery.tablet]: { paddingInline: vars.space.large },
    [mediaQuery.desktop]: { paddingInline: vars.space.xlarge },
  },
} as const;

export const container = styleVariants({
  small: { ...base, maxWidth: vars.contentWidth.small },
  medium: { ...base, maxWidth: vars.contentWidth.medium },
  large: { ...base, maxWidth: vars.contentWidth.large },
  full: { ...base, maxWidth: 'none' },
});

import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    border: '2px solid transparent',
    borderRadius: vars.radius.medium,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    textAlign: 'center',
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    // Keep a 44px target even for the small size (WCAG 2.5.8 asks 24px; 44 is comfortable).
    minHeight: '44px',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.65 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryForeground,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            filter: 'brightness(0.92)',
          },
        },
      },
      secondary: {
        background: vars.color.secondary,
        color: vars.color.secondaryForeground,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            filter: 'brightness(0.92)',
          },
        },
      },
      outline: {
        background: 'transparent',
        color: vars.color.primaryText,
        borderColor: 'currentColor',
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.surfaceMuted,
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.primaryText,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.surfaceMuted,
          },
        },
      },
    },
    size: {
      small: {
        fontSize: vars.fontSize.small,
        padding: `${vars.space.xxsmall} ${vars.space.small}`,
      },
      medium: {
        fontSize: vars.fontSize.standard,
        padding: `${vars.space.xsmall} ${vars.space.large}`,
      },
      large: {
        fontSize: vars.fontSize.large,
        padding: `${vars.space.small} ${vars.space.xlarge}`,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  flexShrink: 0,
});

import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    borderRadius: vars.radius.large,
    color: vars.color.text,
    minWidth: 0,
    overflowWrap: 'break-word',
  },
  variants: {
    variant: {
      outlined: { background: vars.color.surface, border: `1px solid ${vars.color.border}` },
      elevated: { background: vars.color.surface, boxShadow: vars.shadow.medium },
      muted: { background: vars.color.surfaceMuted },
      brand: { background: vars.color.primary, color: vars.color.primaryForeground },
    },
    padding: {
      none: { padding: 0, overflow: 'hidden' },
      small: { padding: vars.space.medium },
      medium: { padding: vars.space.large },
      large: { padding: vars.space.xlarge },
    },
  },
  defaultVariants: { variant: 'outlined', padding: 'medium' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

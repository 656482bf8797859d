import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
    borderRadius: vars.radius.full,
    border: '1px solid transparent',
    fontSize: vars.fontSize.xsmall,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    variant: {
      default: { background: vars.color.primary, color: vars.color.primaryForeground },
      secondary: { background: vars.color.secondary, color: vars.color.secondaryForeground },
      outline: {
        background: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.border,
      },
      accent: { background: vars.color.accent, color: vars.color.accentForeground },
      danger: { background: vars.color.dangerSurface, color: vars.color.danger },
      success: { background: vars.color.successSurface, color: vars.color.success },
    },
  },
  defaultVariants: { variant: 'default' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

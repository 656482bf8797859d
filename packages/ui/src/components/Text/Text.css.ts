import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const text = recipe({
  base: { overflowWrap: 'break-word', lineHeight: vars.lineHeight.standard },
  variants: {
    size: {
      xsmall: { fontSize: vars.fontSize.xsmall },
      small: { fontSize: vars.fontSize.small },
      standard: { fontSize: vars.fontSize.standard },
      large: { fontSize: vars.fontSize.large },
    },
    tone: {
      neutral: { color: vars.color.text },
      muted: { color: vars.color.mutedText },
      brand: { color: vars.color.primaryText },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
      inherit: { color: 'inherit' },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      strong: { fontWeight: vars.fontWeight.strong },
    },
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      right: { textAlign: 'right' },
    },
  },
  defaultVariants: { size: 'standard', tone: 'neutral', weight: 'regular' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;

import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const heading = recipe({
  base: {
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    color: 'inherit',
    overflowWrap: 'break-word',
    textWrap: 'balance',
  },
  variants: {
    size: {
      display: { fontSize: vars.fontSize.display },
      xxlarge: { fontSize: vars.fontSize.xxlarge },
      xlarge: { fontSize: vars.fontSize.xlarge },
      large: { fontSize: vars.fontSize.large },
      standard: { fontSize: vars.fontSize.standard },
    },
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' } },
    tone: {
      neutral: {},
      brand: { color: vars.color.primaryText },
    },
  },
  defaultVariants: { size: 'xlarge', align: 'left', tone: 'neutral' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;

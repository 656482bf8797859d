import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const base = style({
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.15em',
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { textDecorationThickness: '3px' },
  },
});

export const link = styleVariants({
  standard: [base, { color: vars.color.primaryText }],
  // On a brand-coloured band the link takes that band's chosen foreground.
  inverse: [base, { color: 'inherit' }],
  subtle: [
    base,
    {
      color: vars.color.text,
      textDecoration: 'none',
      selectors: { '&:hover': { textDecoration: 'underline' } },
    },
  ],
});

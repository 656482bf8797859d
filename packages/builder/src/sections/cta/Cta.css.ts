import { vars } from '@charitykit/ui/tokens';
import { style } from '@vanilla-extract/css';
import { band, inner } from '../common/section.css';

export const ctaPlain = style({
  ...band,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
});
export const ctaInner = style({ ...inner, alignItems: 'center' });

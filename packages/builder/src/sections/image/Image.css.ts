import { vars } from '@charitykit/ui/tokens';
import { style } from '@vanilla-extract/css';
import { band, inner } from '../common/section.css';

export const figure = style({ ...band, margin: 0 });
export const figureInner = style(inner);

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});

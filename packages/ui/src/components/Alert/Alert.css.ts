import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const alert = recipe({
  base: {
    display: 'flex',
    gap: vars.space.small,
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    borderLeft: '6px solid',
    color: vars.color.text,
    overflowWrap: 'break-word',
  },
  variants: {
    tone: {
      info: { background: vars.color.surfaceMuted, borderColor: vars.color.primaryText },
      success: { background: vars.color.successSurface, borderColor: vars.color.success },
      warning: { background: '#fff7e0', borderColor: '#8a5a00' },
      danger: { background: vars.color.dangerSurface, borderColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});
export const icon = style({ flexShrink: 0, marginTop: '0.15rem' });
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});
export const title = style({ fontWeight: vars.fontWeight.strong });

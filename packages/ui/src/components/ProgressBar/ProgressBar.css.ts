import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  // `display: flex` above would otherwise override the `hidden` attribute.
  selectors: { '&[hidden]': { display: 'none' } },
});
export const track = style({
  height: '0.75rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  // A visible edge so the empty part of the bar is perceivable (non-text contrast).
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  overflow: 'hidden',
});
export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  transition: `width ${vars.duration.standard} ease-out`,
});

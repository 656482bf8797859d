import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const preview = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});
export const previewButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
export const previewSwatch = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  border: 'none',
  // Large bold text (20 px): whichever ink reads best always reaches the 3:1 that large text
  // needs, so the preview itself stays accessible even for a colour the warning flags.
  fontSize: '1.25rem',
  fontWeight: 700,
});
export const previewWarnings = style({ display: 'grid', gap: vars.space.xsmall });

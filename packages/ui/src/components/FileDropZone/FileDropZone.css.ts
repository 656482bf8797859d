import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.primaryText,
      background: vars.color.surfaceMuted,
    },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    // No opacity: the hint must stay readable; the button shows the disabled state.
    '&[data-disabled]': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});
export const icon = style({ color: vars.color.primaryText });
export const title = style({ fontWeight: vars.fontWeight.strong, fontSize: vars.fontSize.large });
export const hint = style({ fontSize: vars.fontSize.small, color: vars.color.mutedText });

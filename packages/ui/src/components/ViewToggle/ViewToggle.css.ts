import { style } from '@vanilla-extract/css';
import { iconButton } from '../../theme/styleParts';
import { vars } from '../../theme/vars.css';

export const group = style({
  display: 'inline-flex',
  margin: 0,
  minInlineSize: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: '2px',
  gap: '2px',
  background: vars.color.surface,
});

export const option = style({
  ...iconButton,
  gap: vars.space.xxsmall,
  minWidth: '44px',
  minHeight: '40px',
  padding: `0 ${vars.space.small}`,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      color: vars.color.primaryForeground,
    },
  },
});

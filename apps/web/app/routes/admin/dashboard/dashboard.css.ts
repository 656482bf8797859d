import { vars } from '@charitykit/ui/tokens';
import { style } from '@vanilla-extract/css';

/** The numbered Getting Started steps: a list that keeps its numbers, with room between. */
export const steps = style({ display: 'grid', gap: vars.space.small });

export const actionLink = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  height: '100%',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const actionTitle = style({
  fontWeight: vars.fontWeight.strong,
  color: vars.color.primaryText,
});

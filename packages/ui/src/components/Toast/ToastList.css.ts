import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    borderLeft: '6px solid',
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.large,
    overflowWrap: 'anywhere',
    animation: `${enter} ${vars.duration.fast} ease-out`,
  },
  variants: {
    tone: {
      success: { borderColor: vars.color.success },
      error: { borderColor: vars.color.danger },
      info: { borderColor: vars.color.primaryText },
    },
  },
});

export const icon = recipe({
  base: { flexShrink: 0, marginTop: '0.1rem' },
  variants: {
    tone: {
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
      info: { color: vars.color.primaryText },
    },
  },
});

export const message = style({ flex: 1, margin: 0, fontWeight: vars.fontWeight.medium });

export const dismiss = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  margin: '-0.25rem',
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.mutedText,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
});

export const action = style({
  flexShrink: 0,
  margin: '-0.25rem 0',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  minHeight: '2rem',
  border: `1px solid ${vars.color.primaryText}`,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.primaryText,
  font: 'inherit',
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

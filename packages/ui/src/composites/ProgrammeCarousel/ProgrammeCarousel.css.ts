import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { iconButton, touchTarget } from '../../theme/styleParts';
import { vars } from '../../theme/vars.css';

export const root = style({ position: 'relative' });

export const viewport = style({
  borderRadius: vars.radius.large,
  outlineOffset: '4px',
  touchAction: 'pan-y',
});

export const track = style({
  display: 'grid',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(1, minmax(0, 1fr))',
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

// The list is always in looping order starting at the current card; only the first 1, 2 or 4
// are displayed, so hidden cards leave the tab order and the accessibility tree too.
export const item = style({
  selectors: {
    '&:nth-child(n+2)': { display: 'none' },
  },
  '@media': {
    [mediaQuery.tablet]: {
      selectors: {
        '&:nth-child(n+2)': { display: 'block' },
        '&:nth-child(n+3)': { display: 'none' },
      },
    },
    [mediaQuery.desktop]: {
      selectors: {
        '&:nth-child(n+3)': { display: 'block' },
        '&:nth-child(n+5)': { display: 'none' },
      },
    },
  },
});

export const controls = style({
  display: 'none',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  marginBottom: vars.space.medium,
  '@media': { [mediaQuery.tablet]: { display: 'flex' } },
});

export const arrow = style({
  ...iconButton,
  ...touchTarget,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.primaryText}`,
  background: vars.color.surface,
  color: vars.color.primaryText,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const hint = style({
  marginTop: vars.space.small,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedText,
  textAlign: 'center',
});

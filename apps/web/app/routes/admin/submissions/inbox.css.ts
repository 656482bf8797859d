import { vars } from '@charitykit/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '44px',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  selectors: {
    '&[aria-current="page"]': {
      borderBottomColor: vars.color.primary,
      fontWeight: vars.fontWeight.strong,
    },
    '&:hover': { color: vars.color.primaryText },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** A new (unread) submission's name stands out in the list. */
export const unread = style({ fontWeight: vars.fontWeight.strong });

export const summary = style({
  display: 'block',
  maxWidth: '24rem',
  overflowWrap: 'anywhere',
});

export const details = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
});

export const detailRow = style({ display: 'grid', gap: vars.space.xxsmall });
globalStyle(`${detailRow} dt`, { fontWeight: vars.fontWeight.strong });
globalStyle(`${detailRow} dd`, { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const eraseDescription = style({ margin: 0 });

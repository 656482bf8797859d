import { vars } from '@charitykit/ui/tokens';
import { style } from '@vanilla-extract/css';

export const pageDescription = style({
  margin: `${vars.space.xxsmall} 0 0`,
  color: vars.color.mutedText,
});

export const sectionTitle = style({
  margin: `0 0 ${vars.space.small}`,
  fontSize: vars.fontSize.large,
  fontFamily: vars.font.heading,
});

/** A list's search and view controls, above it. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
  marginBottom: vars.space.medium,
});
export const grow = style({ flex: '1 1 16rem', minWidth: 0 });

export const tableWrap = style({ overflowX: 'auto' });
export const nowrap = style({ whiteSpace: 'nowrap' });

/** The list's messages: the Undo line and what was done. */
export const notice = style({ display: 'grid', gap: vars.space.small });

export const undoLine = style({
  margin: 0,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

import { vars } from '@charitykit/ui/tokens';
import { style } from '@vanilla-extract/css';

export const builder = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  alignItems: 'flex-end',
  justifyContent: 'space-between',
});

export const pagePicker = style({ minWidth: '16rem', flex: '1 1 16rem', maxWidth: '28rem' });

export const toolbarActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedText,
});

export const saveState = style({ minHeight: '1.5rem' });

export const dirtyState = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedText,
});

const fieldsetReset = { border: 0, margin: 0, minInlineSize: 0 } as const;

export const addBar = style({
  ...fieldsetReset,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});

export const addLabel = style({
  fontWeight: vars.fontWeight.medium,
  float: 'left',
  marginInlineEnd: vars.space.small,
  padding: 0,
});

export const sections = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  // Focus moved to a section must not hide under a fixed admin header.
  scrollMarginTop: '6rem',
});

export const cardInvalid = style({ borderColor: vars.color.danger, borderLeftWidth: 4 });

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  padding: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  scrollMarginTop: '6rem',
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const cardSubtitle = style({
  fontWeight: vars.fontWeight.regular,
  color: vars.color.mutedText,
});

export const cardPosition = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedText,
});

export const cardActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxsmall });

export const cardBody = style({ padding: vars.space.medium });

export const preview = style({
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.small,
  overflow: 'hidden',
});

export const pagePreview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const previewControls = style({
  ...fieldsetReset,
  padding: 0,
  alignItems: 'center',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

/** The whole-page preview's frame: as wide as the page it shows, or the space there is. */
export const previewBox = style({
  position: 'relative',
  marginInline: 'auto',
  width: '100%',
  overflow: 'hidden',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const previewIframe = style({
  display: 'block',
  border: 0,
  // Scaled from its top left corner, so the box around it can shrink to the scaled size.
  transformOrigin: '0 0',
});

export const revisions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const revision = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const revisionWhen = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const revisionDetail = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedText,
});

export const conflictActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginTop: vars.space.small,
});

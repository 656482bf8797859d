import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

// StatCard -----------------------------------------------------------------------------------
export const statCard = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
export const statTitle = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.mutedText,
});
export const statValue = style({
  margin: `${vars.space.xxsmall} 0`,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
export const statDetail = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedText,
});
export const statIcon = style({ color: vars.color.primaryText });

// MediaGrid ----------------------------------------------------------------------------------
export const mediaGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
});
export const mediaList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});
export const mediaItem = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  overflow: 'hidden',
  minWidth: 0,
});
export const mediaItemRow = style({
  flexDirection: 'row',
  alignItems: 'center',
  flexWrap: 'wrap',
});
export const mediaThumb = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceMuted,
  color: vars.color.mutedText,
  overflow: 'hidden',
});
export const mediaThumbSmall = style({ width: '5rem', flexShrink: 0 });
export const mediaImage = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const mediaBody = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  minWidth: 0,
  flex: 1,
});
export const mediaName = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});
export const mediaMeta = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedText,
});
export const mediaActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  padding: `0 ${vars.space.small} ${vars.space.small}`,
});
export const iconAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

// UploadQueue --------------------------------------------------------------------------------
export const queue = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});
export const queueItem = style({
  display: 'grid',
  gap: vars.space.xsmall,
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});
export const queueInfo = style({ minWidth: 0, display: 'grid', gap: vars.space.xxsmall });
export const queueName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
export const queueMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedText,
});
export const queueError = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.small,
});
export const queueProgress = style({ gridColumn: '1 / -1' });

// ThemePreview -------------------------------------------------------------------------------
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

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

// AdminPage ----------------------------------------------------------------------------------
export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBottom: vars.space.large,
});
export const pageTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
});
export const pageDescription = style({
  margin: `${vars.space.xxsmall} 0 0`,
  color: vars.color.mutedText,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

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

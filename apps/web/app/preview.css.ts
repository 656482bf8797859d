import { vars } from '@charitykit/ui';
import { style } from '@vanilla-extract/css';

/** Issue 25: the preview strip and the share-preview dialog's list. */
export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const bannerText = style({ flex: '1 1 16rem', minWidth: 0 });

export const bannerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const link = style({
  display: 'grid',
  gap: vars.space.xsmall,
  paddingBottom: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const linkActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const message = style({
  display: 'grid',
  gap: vars.space.medium,
  justifyItems: 'start',
  maxWidth: '40rem',
  margin: '0 auto',
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
});

/** A polite status for "Link copied", read out but not shown twice. */
export const visuallyHiddenStatus = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

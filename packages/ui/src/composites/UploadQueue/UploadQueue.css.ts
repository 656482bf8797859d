import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

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

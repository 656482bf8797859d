import { vars } from '@charitykit/ui';
import { style } from '@vanilla-extract/css';

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const urlRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  alignItems: 'flex-start',
});

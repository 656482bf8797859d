import { vars } from '@charitykit/ui/tokens';
import { style } from '@vanilla-extract/css';

/** The filters: one group, named for screen readers; the fields wrap on a narrow screen. */
export const filters = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontWeight: vars.fontWeight.strong,
});
export const field = style({ flex: '1 1 14rem', minWidth: 0 });
export const date = style({ flex: '0 1 11rem', minWidth: 0 });

/** Below the list: how many are shown, and the button for older ones. */
export const more = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

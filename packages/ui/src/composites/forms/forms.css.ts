import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** Two fields side by side from tablet width (first and last name, city and country). */
export const pair = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});

// Browsers draw a border, padding and a min-content width on fieldsets; the sections here
// are grouped for assistive technology, not framed.
export const section = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

// A legend is not a flex item, so the fieldset's gap does not reach it.
export const legend = style({ padding: 0, marginBottom: vars.space.medium });

export const quickAmounts = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

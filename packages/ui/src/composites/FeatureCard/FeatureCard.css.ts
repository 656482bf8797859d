import { style } from '@vanilla-extract/css';
import { cardTile, cardTitle, iconDisc } from '../../theme/styleParts';
import { vars } from '../../theme/vars.css';

export const card = style({ ...cardTile, overflowWrap: 'anywhere' });

export const centered = style({ alignItems: 'center', textAlign: 'center' });

export const icon = style({
  ...iconDisc,
  background: vars.color.surfaceMuted,
  color: vars.color.primaryText,
  flexShrink: 0,
});

export const title = style(cardTitle);

export const body = style({
  margin: 0,
  color: vars.color.mutedText,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const action = style({ marginTop: 'auto', paddingTop: vars.space.xsmall });

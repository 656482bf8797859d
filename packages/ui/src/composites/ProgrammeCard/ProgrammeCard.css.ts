import { style } from '@vanilla-extract/css';
import { cardTile, cardTitle, iconDisc } from '../../theme/styleParts';
import { vars } from '../../theme/vars.css';

export const card = style({
  ...cardTile,
  borderTop: `6px solid var(--programme-colour, ${vars.color.primary})`,
  boxShadow: vars.shadow.small,
  overflowWrap: 'break-word',
});

export const iconBadge = style({
  ...iconDisc,
  background: `var(--programme-colour, ${vars.color.primary})`,
  color: '#ffffff',
});

export const title = style(cardTitle);

export const body = style({ color: vars.color.mutedText, margin: 0 });

export const impact = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  paddingInlineStart: vars.space.small,
  borderInlineStart: `3px solid var(--programme-colour, ${vars.color.primary})`,
});

export const footer = style({ marginTop: 'auto', paddingTop: vars.space.xsmall });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: '44px',
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

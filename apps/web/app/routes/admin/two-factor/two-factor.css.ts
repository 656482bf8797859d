import { vars } from '@charitykit/ui/tokens';
import { style } from '@vanilla-extract/css';

/** The QR code on white whatever the theme, with a quiet zone, so phone cameras read it. */
export const qr = style({
  display: 'block',
  background: '#ffffff',
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  maxWidth: '100%',
  height: 'auto',
});

export const secret = style({
  margin: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.large,
});

export const secretLabel = style({ fontWeight: 600 });

/** A live region stays in the page (hiding it would stop it announcing); empty, it has no height. */
export const status = style({ margin: 0 });

export const state = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
});

import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

// A dark footer: light text on near-black keeps well above 4.5:1 whatever the brand colours.
const footerText = '#e6efed';
const footerMuted = '#b9c9c5';

export const footer = style({
  background: '#14201e',
  color: footerText,
  paddingBlock: vars.space.xxlarge,
});

export const inner = style({
  maxWidth: vars.contentWidth.large,
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: '1fr',
  '@media': {
    [mediaQuery.tablet]: {
      paddingInline: vars.space.large,
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
    [mediaQuery.desktop]: { gridTemplateColumns: '2fr 1fr 1fr 1.5fr' },
  },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const brand = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: '#ffffff',
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  color: '#ffffff',
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const link = style({
  color: footerText,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { color: '#ffffff', textDecorationThickness: '2px' } },
});

export const deadLink = style({ color: footerMuted });

export const muted = style({ color: footerMuted, fontSize: vars.fontSize.small });

export const contactLine = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  overflowWrap: 'anywhere',
});

export const bottom = style({
  maxWidth: vars.contentWidth.large,
  marginInline: 'auto',
  marginTop: vars.space.xlarge,
  paddingInline: vars.space.medium,
  paddingTop: vars.space.large,
  borderTop: `1px solid #33423f`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  justifyContent: 'space-between',
  '@media': { [mediaQuery.tablet]: { paddingInline: vars.space.large } },
});

export const inlineList = style([
  list,
  { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.medium },
]);

export const address = style({ fontStyle: 'normal' });

export const block = style({ display: 'block' });

import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { iconButton, touchTarget } from '../../theme/styleParts';
import { vars } from '../../theme/vars.css';

export const root = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '1fr',
  // The hero's dark ground: white text stays readable before images arrive and if they never do.
  background: '#12302b',
  color: '#ffffff',
  '@media': {
    [mediaQuery.extraWide]: { gridTemplateColumns: 'minmax(0, 1fr) 26rem' },
  },
});

export const slides = style({
  position: 'relative',
  display: 'grid',
  // Every slide shares one cell, so the hero is as tall as its tallest slide: no jump on change.
  gridTemplateAreas: '"slide"',
  minHeight: '32rem',
  '@media': { [mediaQuery.desktop]: { minHeight: '36rem' } },
});

export const slide = style({
  gridArea: 'slide',
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  opacity: 0,
  visibility: 'hidden',
  transitionProperty: 'opacity, visibility',
  transitionTimingFunction: 'ease-in-out',
  selectors: {
    '&[data-active]': { opacity: 1, visibility: 'visible' },
  },
});

export const media = style({ position: 'absolute', inset: 0 });

export const scrim = style({
  position: 'absolute',
  inset: 0,
  // Dark enough under every line of text for white to read at 4.5:1 on any photo.
  background: 'rgb(6 20 18 / 0.72)',
  '@media': {
    [mediaQuery.tablet]: {
      background:
        'linear-gradient(90deg, rgb(6 20 18 / 0.85) 0%, rgb(6 20 18 / 0.7) 55%, rgb(6 20 18 / 0.35) 100%)',
    },
  },
});

export const content = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxWidth: '42rem',
  paddingBlock: vars.space.xxlarge,
  paddingBottom: '6rem',
  paddingInline: vars.space.medium,
  '@media': {
    [mediaQuery.tablet]: { paddingInline: vars.space.xxlarge },
  },
});

export const subtitle = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  background: 'rgb(255 255 255 / 0.15)',
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.small,
});

export const title = style({
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.strong,
  textWrap: 'balance',
});

export const description = style({ fontSize: vars.fontSize.large, maxWidth: '36rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const controls = style({
  position: 'absolute',
  insetBlockEnd: vars.space.large,
  insetInline: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  zIndex: 1,
});

export const arrow = style({
  ...iconButton,
  ...touchTarget,
  borderRadius: vars.radius.full,
  border: '2px solid #ffffff',
  background: 'rgb(6 20 18 / 0.6)',
  color: '#ffffff',
  selectors: { '&:hover': { background: 'rgb(6 20 18 / 0.85)' } },
});

export const dots = style({ display: 'flex', gap: vars.space.xxsmall });

export const dot = style({
  // A 44px target around a small visible dot.
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '44px',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    width: '12px',
    height: '12px',
    borderRadius: vars.radius.full,
    border: '2px solid #ffffff',
    background: 'transparent',
    transition: `background-color ${vars.duration.fast}, width ${vars.duration.fast}`,
  },
  selectors: {
    '&[aria-selected="true"]::before': { background: '#ffffff', width: '24px' },
  },
});

export const aside = style({
  display: 'none',
  '@media': {
    [mediaQuery.extraWide]: {
      display: 'flex',
      alignItems: 'center',
      padding: vars.space.xlarge,
      paddingInlineStart: 0,
    },
  },
});

import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const grid = styleVariants({
  3: {
    display: 'grid',
    gap: vars.space.medium,
    gridTemplateColumns: 'repeat(1, minmax(0, 1fr))',
    '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  },
  4: {
    display: 'grid',
    gap: vars.space.medium,
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '@media': { [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  },
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

const itemBase = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  minWidth: 0,
  overflowWrap: 'break-word',
} as const;

export const item = styleVariants({
  light: { ...itemBase, background: vars.color.surfaceMuted },
  onDark: { ...itemBase, background: 'rgb(0 0 0 / 0.25)', color: '#ffffff' },
});

export const value = styleVariants({
  light: {
    fontSize: vars.fontSize.xlarge,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.primaryText,
    '@media': { [mediaQuery.tablet]: { fontSize: vars.fontSize.xxlarge } },
  },
  onDark: {
    fontSize: vars.fontSize.xlarge,
    '@media': { [mediaQuery.tablet]: { fontSize: vars.fontSize.xxlarge } },
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
  },
});

export const label = style({ fontWeight: vars.fontWeight.medium });

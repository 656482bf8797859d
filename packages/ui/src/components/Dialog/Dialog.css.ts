import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  background: 'rgb(16 42 38 / 0.55)',
  animation: `${fadeIn} ${vars.duration.fast} ease-out`,
});

const contentBase = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: 901,
  transform: 'translate(-50%, -50%)',
  width: 'calc(100vw - 2rem)',
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  animation: `${rise} ${vars.duration.fast} ease-out`,
  selectors: { '&:focus': { outline: 'none' } },
});

export const content = styleVariants({
  small: [contentBase, { maxWidth: '26rem' }],
  medium: [contentBase, { maxWidth: '36rem' }],
  large: [contentBase, { maxWidth: '52rem' }],
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});
export const title = style({
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});
export const description = style({ color: vars.color.mutedText, marginTop: vars.space.xxsmall });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  marginTop: vars.space.xsmall,
});
export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  margin: `calc(-1 * ${vars.space.xsmall})`,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

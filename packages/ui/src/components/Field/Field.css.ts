import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  // GOV.UK marks a field with an error by a bar down its left edge, not by colour alone.
  selectors: {
    '&[data-invalid]': {
      borderLeft: `4px solid ${vars.color.danger}`,
      paddingLeft: vars.space.small,
    },
  },
});

export const label = style({
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  overflowWrap: 'break-word',
});

export const requiredMark = style({ color: vars.color.danger, marginLeft: vars.space.xxsmall });

export const description = style({ fontSize: vars.fontSize.small, color: vars.color.mutedText });

export const error = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.danger,
});

const controlBase = {
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
} as const;

export const input = style({
  ...controlBase,
  selectors: {
    '&[data-focus-visible], &:focus-visible': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: 0,
    },
    '&[data-invalid], &[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[data-disabled], &:disabled': {
      background: vars.color.surfaceMuted,
      borderColor: vars.color.border,
      color: vars.color.mutedText,
      cursor: 'not-allowed',
    },
    '&::placeholder': { color: vars.color.mutedText },
  },
});

export const textarea = style([input, { minHeight: 'auto', resize: 'vertical' }]);

export const fieldset = style([
  field,
  { border: 0, margin: 0, padding: 0, gap: vars.space.xsmall },
]);

export const legend = style([label, { padding: 0, marginBottom: vars.space.xxsmall }]);

export const affixGroup = style({ display: 'flex', alignItems: 'stretch' });
export const affix = style({
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.small}`,
  border: `2px solid ${vars.color.text}`,
  borderRight: 0,
  borderRadius: `${vars.radius.small} 0 0 ${vars.radius.small}`,
  background: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.strong,
});

export const select = style([
  input,
  {
    appearance: 'none',
    paddingRight: vars.space.xlarge,
    // A chevron drawn in CSS so the native select keeps its look across browsers.
    backgroundImage:
      'linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%)',
    backgroundPosition: 'calc(100% - 1.1rem) 50%, calc(100% - 0.75rem) 50%',
    backgroundSize: '0.35rem 0.35rem',
    backgroundRepeat: 'no-repeat',
  },
]);

export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  minHeight: '44px',
  paddingBlock: vars.space.xxsmall,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.mutedText } },
});

// Focus, invalid and disabled look the same on a box and a circle; each adds how it shows
// "selected" first, so the disabled look still wins over it.
const indicatorStates = {
  // The browser's own keyboard-focus decision on the hidden input, no script needed.
  [`${choice}:has(input:focus-visible) &`]: {
    outline: `3px solid ${vars.color.focusRing}`,
    outlineOffset: '2px',
  },
  [`${choice}[data-invalid] &`]: { borderColor: vars.color.danger },
  [`${choice}[data-disabled] &`]: {
    borderColor: vars.color.border,
    background: vars.color.surfaceMuted,
  },
};

const indicatorBase = {
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5rem',
  height: '1.5rem',
  marginTop: '0.05rem',
  border: `2px solid ${vars.color.text}`,
  background: vars.color.surface,
  color: vars.color.primaryForeground,
} as const;

export const checkboxBox = style({
  ...indicatorBase,
  borderRadius: vars.radius.small,
  selectors: {
    [`${choice}[data-selected] &, ${choice}[data-indeterminate] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    ...indicatorStates,
  },
});

export const radioCircle = style({
  ...indicatorBase,
  borderRadius: '50%',
  selectors: {
    [`${choice}[data-selected] &`]: {
      boxShadow: `inset 0 0 0 4px ${vars.color.surface}`,
      background: vars.color.text,
    },
    ...indicatorStates,
  },
});

export const choiceLabel = style({ overflowWrap: 'break-word', minWidth: 0, paddingTop: '0.1rem' });

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  selectors: {
    '&[data-orientation="horizontal"]': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.large,
    },
  },
});

export const optionsColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  columnGap: vars.space.large,
});

export const dateInput = style([
  input,
  { display: 'flex', alignItems: 'center', gap: '1px', width: 'auto', maxWidth: '100%' },
]);

export const dateSegment = style({
  padding: '0 2px',
  borderRadius: vars.radius.small,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-placeholder]': { color: vars.color.mutedText },
    '&[data-type="literal"]': { padding: 0 },
    '&:focus': { background: vars.color.focusRing, color: '#ffffff', outline: 'none' },
  },
});

// Pieces of style objects that several components' .css.ts files spread in, so a pattern is
// written once (a .css.ts file may export only class names, so these live in a plain module).
import { mediaQuery } from './breakpoints';
import { vars } from './vars.css';

/** A button that holds one icon, centred: carousel arrows, menu toggles, clear and row actions. */
export const iconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
} as const;

/** The 44 px square that WCAG 2.2 asks of a touch target. */
export const touchTarget = { width: '44px', height: '44px', padding: 0 } as const;

/** A quiet button on the page's surface: thin border, rounded corners. */
export const outlinedButton = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
} as const;

/** A centred column of page content with gutters that grow from tablet width. */
export function pageColumn(maxWidth: string) {
  return {
    maxWidth,
    marginInline: 'auto',
    paddingInline: vars.space.medium,
    '@media': { [mediaQuery.tablet]: { paddingInline: vars.space.large } },
  } as const;
}

/** A card in a row of cards: as tall as its row, its content in a column. */
export const cardTile = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  height: '100%',
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
} as const;

/** A card's heading: one step up from the text, tight lines. */
export const cardTitle = {
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
} as const;

/** A round badge that holds a card's icon. */
export const iconDisc = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.full,
} as const;

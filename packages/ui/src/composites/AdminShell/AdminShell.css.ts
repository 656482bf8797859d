import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { iconButton as iconButtonBase, outlinedButton } from '../../theme/styleParts';
import { vars } from '../../theme/vars.css';

export const shell = style({
  display: 'flex',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
});

/** The desktop sidebar: sticky (never fixed over content), hidden on narrow screens. */
export const sidebar = style({
  display: 'none',
  flexDirection: 'column',
  flexShrink: 0,
  width: '16rem',
  position: 'sticky',
  top: 0,
  height: '100vh',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  '@media': { [mediaQuery.desktop]: { display: 'flex' } },
});
export const sidebarCollapsed = style({ width: '4.5rem' });

export const drawer = style({
  position: 'fixed',
  inset: '0 auto 0 0',
  zIndex: 50,
  width: 'min(18rem, 85vw)',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  boxShadow: vars.shadow.large,
  overflowY: 'auto',
});
export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  background: 'rgba(16, 42, 38, 0.5)',
});

export const sidebarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
  minHeight: '3.5rem',
});
export const brand = style({
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.large,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const nav = style({ flex: 1, padding: vars.space.xsmall });
export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxsmall,
});
export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '2.75rem',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      color: vars.color.primaryForeground,
    },
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
export const navLinkCollapsed = style({ justifyContent: 'center', paddingInline: 0 });

export const iconButton = style({
  ...iconButtonBase,
  ...outlinedButton,
  gap: vars.space.xsmall,
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.xsmall}`,
  font: 'inherit',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const footer = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderTop: `1px solid ${vars.color.border}`,
});
export const userName = style({ fontWeight: vars.fontWeight.strong, overflowWrap: 'anywhere' });
export const userRole = style({ fontSize: vars.fontSize.small, color: vars.color.mutedText });

export const column = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

/** The header scrolls with the page (not fixed), so it never covers a focused element. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  minHeight: '3.5rem',
  flexWrap: 'wrap',
});
export const menuButton = style({
  '@media': { [mediaQuery.desktop]: { display: 'none' } },
});
export const headerContent = style({ flex: 1, minWidth: 0 });

export const main = style({
  flex: 1,
  padding: vars.space.medium,
  minWidth: 0,
  outline: 'none',
  '@media': { [mediaQuery.tablet]: { padding: vars.space.large } },
});

globalStyle(`${navLink} svg`, { flexShrink: 0 });

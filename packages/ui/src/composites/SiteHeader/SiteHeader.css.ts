import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { fixedHeaderOffsetProperty } from '../../theme/global.css';
import { headerHeight } from '../../theme/header';
import { iconButton, outlinedButton, pageColumn, touchTarget } from '../../theme/styleParts';
import { vars } from '../../theme/vars.css';

export { headerHeight };

export const header = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: 50,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
});

// While this header is on the page, whatever takes focus or is scrolled to lands below it, with
// room for the 3px focus ring and its 2px offset.
globalStyle(`:root:has(${header})`, {
  vars: { [fixedHeaderOffsetProperty]: `calc(${headerHeight} + ${vars.space.small})` },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  height: headerHeight,
  ...pageColumn(vars.contentWidth.large),
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '44px',
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.large,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const desktopOnly = style({
  display: 'none',
  '@media': { [mediaQuery.desktop]: { display: 'flex' } },
});

export const mobileOnly = style({
  display: 'flex',
  '@media': { [mediaQuery.desktop]: { display: 'none' } },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: '44px',
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primaryText, background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { color: vars.color.primaryText, textDecoration: 'underline' },
  },
});

export const dropdownItem = style({ position: 'relative' });

export const dropdown = style({
  position: 'absolute',
  insetBlockStart: '100%',
  insetInlineStart: 0,
  // The padding bridges the gap under the trigger so the pointer can travel into the menu.
  paddingTop: vars.space.xxsmall,
  minWidth: '16rem',
  visibility: 'hidden',
  opacity: 0,
  transition: `opacity ${vars.duration.fast}, visibility 0s linear ${vars.duration.fast}`,
  selectors: {
    [`${dropdownItem}:hover > &, ${dropdownItem}:focus-within > &`]: {
      visibility: 'visible',
      opacity: 1,
      transition: `opacity ${vars.duration.fast}`,
    },
    // Escape dismisses it until the pointer or focus leaves (WCAG 1.4.13).
    [`${dropdownItem}[data-dismissed] > &`]: { visibility: 'hidden', opacity: 0 },
  },
});

export const dropdownList = style({
  margin: 0,
  padding: vars.space.xsmall,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
});

export const dropdownLink = style([navLink, { display: 'flex', width: '100%' }]);

export const chevron = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${dropdownItem}:hover &, ${dropdownItem}:focus-within &`]: { transform: 'rotate(180deg)' },
  },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const toggle = style({ ...iconButton, ...touchTarget, ...outlinedButton });

// A popover (top layer): the browser shows it from the toggle, closes it on Escape or a click
// outside, with no script. The UA's popover box (centred, bordered, fit-content) is undone here.
export const mobileMenu = style({
  position: 'fixed',
  insetBlockStart: headerHeight,
  insetBlockEnd: 'auto',
  insetInline: 0,
  margin: 0,
  width: 'auto',
  height: 'auto',
  maxHeight: `calc(100dvh - ${headerHeight})`,
  overflowY: 'auto',
  color: vars.color.text,
  background: vars.color.surface,
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.large,
  padding: vars.space.medium,
  '@media': { [mediaQuery.desktop]: { display: 'none' } },
});

// The toggle's two faces, both in the HTML: the open menu's state picks one, in CSS.
export const whenMenuClosed = style({
  display: 'inline-flex',
  selectors: { [`${header}:has(${mobileMenu}:popover-open) &`]: { display: 'none' } },
});

export const whenMenuOpen = style({
  display: 'none',
  selectors: { [`${header}:has(${mobileMenu}:popover-open) &`]: { display: 'inline-flex' } },
});

export const mobileList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const mobileLink = style([navLink, { display: 'flex', width: '100%' }]);

export const submenuDetails = style({});

export const submenuToggle = style([
  navLink,
  {
    display: 'flex',
    width: '100%',
    justifyContent: 'space-between',
    cursor: 'pointer',
    listStyle: 'none',
    selectors: { '&::-webkit-details-marker': { display: 'none' } },
  },
]);

export const submenu = style({
  margin: 0,
  padding: 0,
  paddingInlineStart: vars.space.medium,
  listStyle: 'none',
  borderInlineStart: `2px solid ${vars.color.border}`,
});

globalStyle(`${submenuDetails}[open] > ${submenuToggle} svg`, { transform: 'rotate(180deg)' });

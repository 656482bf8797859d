'use client';

import { ChevronDown, HandHeart, Menu, X } from 'lucide';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type ToggleEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/LinkProvider';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import * as styles from './SiteHeader.css';

export interface HeaderLink {
  label: string;
  href: string;
}

/** A header entry; with `items` it also opens a dropdown (desktop) or a submenu (mobile). */
export interface HeaderNavItem extends HeaderLink {
  items?: readonly HeaderLink[];
  /** The submenu's last entry on small screens, e.g. "View All Programs". */
  viewAll?: HeaderLink;
}

export interface SiteHeaderProps {
  siteName: string;
  /** Where the logo goes; the home page. */
  homeHref?: string;
  items: readonly HeaderNavItem[];
  donateLabel: string;
  /** The Donate Now button's action; the spec gives it none. */
  onDonate?: () => void;
  /**
   * Where Donate Now leads (the charity's page on a giving platform): given, the button is a
   * link, so it works before and without JavaScript.
   */
  donateHref?: string;
  /** The current path, to mark the current page's link. */
  currentPath?: string;
  /**
   * The page's skip link (`SkipLink`), rendered first inside the banner: the keyboard's first stop,
   * inside a landmark like all content.
   */
  skipLink?: ReactNode;
}

function isCurrent(href: string, currentPath: string | undefined) {
  return currentPath !== undefined && href === currentPath ? ('page' as const) : undefined;
}

/** One link of the menus, marked as the current page when it is. */
function NavLinkItem({
  link,
  className,
  currentPath,
  onClick,
}: {
  link: HeaderLink;
  className: string;
  currentPath: string | undefined;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}) {
  return (
    <li>
      <Link
        href={link.href}
        className={className}
        aria-current={isCurrent(link.href, currentPath)}
        onClick={onClick}
      >
        {link.label}
      </Link>
    </li>
  );
}

/**
 * The fixed top bar: logo home link, the main links with a hover/focus dropdown for the
 * programmes, Donate Now, and on small screens a toggle that opens a menu. Choosing any link
 * closes the menu.
 *
 * It works before (and without) JavaScript, with the same markup: the dropdown opens on hover and
 * focus in CSS; the small-screen menu is a `popover` its toggle opens (the browser closes it on
 * Escape or a click outside, and returns focus to the toggle), and its submenus are `<details>`.
 * Where JavaScript runs, it adds what HTML cannot: Escape dismisses the hovered dropdown, choosing
 * a link (a client-side navigation) closes the menu, and the toggle states `aria-expanded`.
 */
export function SiteHeader({
  siteName,
  homeHref = '/',
  items,
  donateLabel,
  onDonate,
  donateHref,
  currentPath,
  skipLink,
}: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const menuId = useId();

  useEffect(() => setHydrated(true), []);

  const closeMenu = useCallback(() => {
    const menu = menuRef.current;
    if (menu?.matches(':popover-open')) menu.hidePopover();
  }, []);

  // A navigation elsewhere (back button, a link outside the header) closes the menu too.
  const [seenPath, setSeenPath] = useState(currentPath);
  if (seenPath !== currentPath) setSeenPath(currentPath);
  useEffect(() => {
    if (seenPath !== undefined) closeMenu();
  }, [seenPath, closeMenu]);

  // The browser closes the popover on Escape by itself; this does the same for an Escape it does
  // not act on (one dispatched by a script or an assistive tool), and returns focus to the toggle.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeMenu();
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, closeMenu]);

  const onMenuToggle = (event: ToggleEvent<HTMLElement>) => {
    const open = event.newState === 'open';
    setMenuOpen(open);
    if (open) return;
    // A closed menu opens again with its submenus folded, as it first did.
    for (const details of event.currentTarget.querySelectorAll('details')) details.open = false;
    // Escape hands focus back to the toggle (the browser does too; this covers focus that was
    // lost inside the menu).
    if (event.currentTarget.contains(document.activeElement)) toggleRef.current?.focus();
  };

  const onDropdownKeyDown = (label: string) => (event: KeyboardEvent) => {
    if (event.key === 'Escape') setDismissed(label);
  };

  const onLinkClick = (_: MouseEvent<HTMLElement>) => closeMenu();

  return (
    <header className={styles.header}>
      {skipLink}
      <div className={styles.bar}>
        <Link href={homeHref} className={styles.logo} onClick={onLinkClick}>
          <Icon icon={HandHeart} size="large" />
          <span>{siteName}</span>
          <VisuallyHidden>, home</VisuallyHidden>
        </Link>

        <nav aria-label="Main" className={styles.desktopOnly}>
          <ul className={styles.navList}>
            {items.map((item) =>
              item.items?.length ? (
                <li
                  key={item.href}
                  className={styles.dropdownItem}
                  data-dismissed={dismissed === item.label ? '' : undefined}
                  onKeyDown={onDropdownKeyDown(item.label)}
                  onMouseLeave={() => setDismissed(null)}
                  onBlur={(event) => {
                    if (!event.currentTarget.contains(event.relatedTarget)) setDismissed(null);
                  }}
                >
                  <Link
                    href={item.href}
                    className={styles.navLink}
                    aria-current={isCurrent(item.href, currentPath)}
                  >
                    {item.label}
                    <span className={styles.chevron}>
                      <Icon icon={ChevronDown} size="small" />
                    </span>
                  </Link>
                  <div className={styles.dropdown}>
                    <ul className={styles.dropdownList} aria-label={item.label}>
                      {item.items.map((child) => (
                        <NavLinkItem
                          key={child.href}
                          link={child}
                          className={styles.dropdownLink}
                          currentPath={currentPath}
                        />
                      ))}
                    </ul>
                  </div>
                </li>
              ) : (
                <NavLinkItem
                  key={item.href}
                  link={item}
                  className={styles.navLink}
                  currentPath={currentPath}
                />
              ),
            )}
          </ul>
        </nav>

        <div className={styles.actions}>
          <span className={styles.desktopOnly}>
            <Button onClick={onDonate} href={donateHref}>
              {donateLabel}
            </Button>
          </span>
          <span className={styles.mobileOnly}>
            {/* Both faces are in the HTML; CSS shows the one for the menu's state (no script). */}
            <button
              ref={toggleRef}
              type="button"
              className={styles.toggle}
              popoverTarget={menuId}
              aria-controls={menuId}
              aria-expanded={hydrated ? menuOpen : undefined}
            >
              <span className={styles.whenMenuClosed}>
                <Icon icon={Menu} size="medium" />
                <VisuallyHidden>Open menu</VisuallyHidden>
              </span>
              <span className={styles.whenMenuOpen}>
                <Icon icon={X} size="medium" />
                <VisuallyHidden>Close menu</VisuallyHidden>
              </span>
            </button>
          </span>
        </div>
      </div>

      {/* Always in the document (so the toggle points somewhere), shown only when open. */}
      <nav
        ref={menuRef}
        id={menuId}
        aria-label="Main menu"
        className={styles.mobileMenu}
        popover="auto"
        onToggle={onMenuToggle}
      >
        <ul className={styles.mobileList}>
          {items.map((item) => {
            if (!item.items?.length) {
              return (
                <NavLinkItem
                  key={item.href}
                  link={item}
                  className={styles.mobileLink}
                  currentPath={currentPath}
                  onClick={onLinkClick}
                />
              );
            }
            return (
              <li key={item.href}>
                <details className={styles.submenuDetails}>
                  <summary className={styles.submenuToggle}>
                    {item.label}
                    <Icon icon={ChevronDown} size="small" />
                  </summary>
                  <ul className={styles.submenu}>
                    {[...item.items, ...(item.viewAll ? [item.viewAll] : [])].map((child) => (
                      <NavLinkItem
                        key={`${child.href}-${child.label}`}
                        link={child}
                        className={styles.mobileLink}
                        currentPath={currentPath}
                        onClick={onLinkClick}
                      />
                    ))}
                  </ul>
                </details>
              </li>
            );
          })}
          <li>
            <Button
              fullWidth
              href={donateHref}
              onClick={() => {
                onDonate?.();
                closeMenu();
              }}
            >
              {donateLabel}
            </Button>
          </li>
        </ul>
      </nav>
    </header>
  );
}

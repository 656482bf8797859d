'use client';

import { ChevronDown, HandHeart, Menu, X } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
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
  /** The current path, to mark the current page's link. */
  currentPath?: string;
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
 */
export function SiteHeader({
  siteName,
  homeHref = '/',
  items,
  donateLabel,
  onDonate,
  currentPath,
}: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // A navigation elsewhere (back button, a link outside the header) closes the menu too.
  const [seenPath, setSeenPath] = useState(currentPath);
  if (seenPath !== currentPath) {
    setSeenPath(currentPath);
    setMenuOpen(false);
    setExpanded(null);
  }

  const closeMenu = () => {
    setMenuOpen(false);
    setExpanded(null);
  };

  // Escape closes the open menu wherever focus is, and returns focus to the toggle.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      setExpanded(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const onDropdownKeyDown = (label: string) => (event: KeyboardEvent) => {
    if (event.key === 'Escape') setDismissed(label);
  };

  const onLinkClick = (_: MouseEvent<HTMLElement>) => closeMenu();

  return (
    <header className={styles.header}>
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
            <Button onClick={onDonate}>{donateLabel}</Button>
          </span>
          <span className={styles.mobileOnly}>
            <button
              ref={toggleRef}
              type="button"
              className={styles.toggle}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => (menuOpen ? closeMenu() : setMenuOpen(true))}
            >
              <Icon icon={menuOpen ? X : Menu} size="medium" />
              <VisuallyHidden>{menuOpen ? 'Close menu' : 'Open menu'}</VisuallyHidden>
            </button>
          </span>
        </div>
      </div>

      {/* Always in the document (so aria-controls points somewhere), shown only when open. */}
      <nav id={menuId} aria-label="Main" className={styles.mobileMenu} hidden={!menuOpen}>
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
            const open = expanded === item.label;
            const submenuId = `${menuId}-${item.href.replace(/\W+/g, '-')}`;
            return (
              <li key={item.href}>
                <button
                  type="button"
                  className={styles.submenuToggle}
                  aria-expanded={open}
                  aria-controls={submenuId}
                  onClick={() => setExpanded(open ? null : item.label)}
                >
                  {item.label}
                  <Icon icon={ChevronDown} size="small" />
                </button>
                <ul id={submenuId} className={styles.submenu} hidden={!open}>
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
              </li>
            );
          })}
          <li>
            <Button
              fullWidth
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

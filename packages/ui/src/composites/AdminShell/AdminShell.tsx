'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { LogOut, Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide';
import { type ReactNode, useState } from 'react';
import { Icon, type IconSource } from '../../components/Icon';
import { Link } from '../../components/LinkProvider';
import { SkipLink } from '../../components/SkipLink';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import * as styles from './AdminShell.css';

export interface AdminNavItem {
  href: string;
  label: string;
  icon?: IconSource;
}

export interface AdminShellLabels {
  /** Names the navigation landmark. */
  nav: string;
  collapse: string;
  expand: string;
  openMenu: string;
  closeMenu: string;
  signOut: string;
  skipLink: string;
}

export interface AdminShellProps {
  /** The sidebar's title (the site or product name). */
  brand: ReactNode;
  items: readonly AdminNavItem[];
  /** The current path: the matching item gets `aria-current="page"`. */
  currentPath: string;
  /** Desktop sidebar shows icons only; the app remembers this. */
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  /** Shown in the sidebar's footer with the sign-out button. */
  user: { name: string; role: string };
  onSignOut: () => void;
  /** The header's content, e.g. "Welcome back, Amina Khan". */
  header: ReactNode;
  labels: AdminShellLabels;
  children: ReactNode;
}

/** Whether `href` is the current page: exact for the area's root, by prefix for the others. */
export function isCurrentNavItem(href: string, currentPath: string, rootHref: string): boolean {
  const path = currentPath.replace(/\/+$/, '') || '/';
  if (href === rootHref) return path === href;
  return path === href || path.startsWith(`${href}/`);
}

function NavList({
  items,
  currentPath,
  collapsed,
  onNavigate,
}: {
  items: readonly AdminNavItem[];
  currentPath: string;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const rootHref = items[0]?.href ?? '/';
  return (
    <ul className={styles.navList}>
      {items.map((item) => {
        const current = isCurrentNavItem(item.href, currentPath, rootHref);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              className={`${styles.navLink} ${collapsed ? styles.navLinkCollapsed : ''}`}
              aria-current={current ? 'page' : undefined}
              title={collapsed ? item.label : undefined}
              onClick={onNavigate}
            >
              {item.icon ? <Icon icon={item.icon} /> : null}
              {collapsed ? (
                <VisuallyHidden>{item.label}</VisuallyHidden>
              ) : (
                <span>{item.label}</span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function UserFooter({
  user,
  onSignOut,
  label,
  collapsed,
}: {
  user: { name: string; role: string };
  onSignOut: () => void;
  label: string;
  collapsed: boolean;
}) {
  return (
    <div className={styles.footer}>
      {collapsed ? (
        <VisuallyHidden>
          {user.name}, {user.role}
        </VisuallyHidden>
      ) : (
        <div>
          <div className={styles.userName}>{user.name}</div>
          <div className={styles.userRole}>{user.role}</div>
        </div>
      )}
      <button
        type="button"
        className={styles.iconButton}
        onClick={onSignOut}
        title={collapsed ? label : undefined}
      >
        <Icon icon={LogOut} />
        {collapsed ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
      </button>
    </div>
  );
}

/**
 * The back-office frame: a collapsible sidebar (navigation, the signed-in person, sign out), a
 * header, and the screen. On narrow screens the sidebar becomes a drawer opened from the header.
 * Nothing is fixed over the content, so a focused element is never hidden under a bar.
 */
export function AdminShell({
  brand,
  items,
  currentPath,
  collapsed,
  onCollapsedChange,
  user,
  onSignOut,
  header,
  labels,
  children,
}: AdminShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className={styles.shell}>
      <SkipLink href="#admin-main">{labels.skipLink}</SkipLink>
      <div
        className={`${styles.sidebar} ${collapsed ? styles.sidebarCollapsed : ''}`}
        data-collapsed={collapsed ? 'true' : 'false'}
      >
        <div className={styles.sidebarHeader}>
          {collapsed ? null : <span className={styles.brand}>{brand}</span>}
          <button
            type="button"
            className={styles.iconButton}
            aria-expanded={!collapsed}
            onClick={() => onCollapsedChange(!collapsed)}
          >
            <Icon icon={collapsed ? PanelLeftOpen : PanelLeftClose} />
            <VisuallyHidden>{collapsed ? labels.expand : labels.collapse}</VisuallyHidden>
          </button>
        </div>
        <nav className={styles.nav} aria-label={labels.nav}>
          <NavList items={items} currentPath={currentPath} collapsed={collapsed} />
        </nav>
        <UserFooter
          user={user}
          onSignOut={onSignOut}
          label={labels.signOut}
          collapsed={collapsed}
        />
      </div>
      <div className={styles.column}>
        <header className={styles.header}>
          <RadixDialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <RadixDialog.Trigger asChild>
              <button type="button" className={`${styles.iconButton} ${styles.menuButton}`}>
                <Icon icon={Menu} />
                <span>{labels.openMenu}</span>
              </button>
            </RadixDialog.Trigger>
            <RadixDialog.Portal>
              <RadixDialog.Overlay className={styles.drawerOverlay} />
              <RadixDialog.Content className={styles.drawer} aria-describedby={undefined}>
                <div className={styles.sidebarHeader}>
                  <RadixDialog.Title className={styles.brand}>{brand}</RadixDialog.Title>
                  <RadixDialog.Close className={styles.iconButton}>
                    <Icon icon={X} />
                    <VisuallyHidden>{labels.closeMenu}</VisuallyHidden>
                  </RadixDialog.Close>
                </div>
                <nav className={styles.nav} aria-label={labels.nav}>
                  <NavList
                    items={items}
                    currentPath={currentPath}
                    collapsed={false}
                    onNavigate={() => setDrawerOpen(false)}
                  />
                </nav>
                <UserFooter
                  user={user}
                  onSignOut={onSignOut}
                  label={labels.signOut}
                  collapsed={false}
                />
              </RadixDialog.Content>
            </RadixDialog.Portal>
          </RadixDialog.Root>
          <div className={styles.headerContent}>{header}</div>
        </header>
        <main id="admin-main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}

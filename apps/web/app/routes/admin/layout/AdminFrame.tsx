/**
 * The back-office as a signed-in staff member sees it: the shell with the sidebar (collapsed
 * state remembered), the current screen and the idle sign-out. Only signed-in screens use it,
 * so the layout loads it after sign-in and the sign-in page's first load does not carry it.
 */
import { adminCopy, adminNavigation, adminRoleLabels, teamNavigation } from '@charitykit/content';
import { type AdminUser, canManageTeam } from '@charitykit/data';
import { type AdminNavItem, AdminShell, adminNavIcons } from '@charitykit/ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import * as styles from './layout.css';

/** The idle sign-out, loaded once someone is signed in (it stays out of the sign-in page's load). */
const IdleSignOut = lazy(() =>
  import('./IdleSignOut').then((module) => ({ default: module.IdleSignOut })),
);

const navItems: readonly AdminNavItem[] = adminNavigation.map((item) => ({
  href: item.href,
  label: item.label,
  icon: adminNavIcons[item.key],
}));

// Issue 26: Team for admins only (the database refuses editors the same actions), and
// Activity (issue 33) likewise, then everyone's own profile.
const teamItem = (key: keyof typeof teamNavigation): AdminNavItem => ({
  href: teamNavigation[key].href,
  label: teamNavigation[key].label,
  icon: adminNavIcons[key],
});
const adminItems: readonly AdminNavItem[] = [
  ...navItems,
  teamItem('team'),
  teamItem('activity'),
  teamItem('profile'),
];
const editorItems: readonly AdminNavItem[] = [...navItems, teamItem('profile')];

/** Where the sidebar's collapsed state is remembered between visits. */
export const SIDEBAR_STORAGE_KEY = 'charitykit.admin.sidebarCollapsed';

function useRememberedCollapse(): [boolean, (next: boolean) => void] {
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => {
    try {
      setCollapsed(window.localStorage.getItem(SIDEBAR_STORAGE_KEY) === 'true');
    } catch {
      // Storage may be blocked (private mode): the sidebar simply starts expanded.
    }
  }, []);
  const update = useCallback((next: boolean) => {
    setCollapsed(next);
    try {
      window.localStorage.setItem(SIDEBAR_STORAGE_KEY, String(next));
    } catch {
      // Not remembered, but still toggled.
    }
  }, []);
  return [collapsed, update];
}

export interface AdminFrameProps {
  adminUser: AdminUser;
  onSignOut: () => void;
  /** Called when the idle sign-out signs someone out. */
  onIdle: () => void;
  /** Sign-out after this long without input (ms). */
  idleTimeoutMs?: number | undefined;
  /** The idle warning shows this long before the sign-out (ms). */
  idleWarningMs?: number | undefined;
}

export function AdminFrame({
  adminUser,
  onSignOut,
  onIdle,
  idleTimeoutMs: timeoutMs,
  idleWarningMs,
}: AdminFrameProps) {
  const location = useLocation();
  const [collapsed, setCollapsed] = useRememberedCollapse();
  return (
    <AdminShell
      brand={adminCopy.brand}
      items={canManageTeam(adminUser.role) ? adminItems : editorItems}
      currentPath={location.pathname}
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
      user={{ name: adminUser.full_name, role: adminRoleLabels[adminUser.role] }}
      onSignOut={onSignOut}
      header={
        <p className={styles.headerTitle}>
          {adminCopy.layout.welcomeBack}, {adminUser.full_name}
        </p>
      }
      labels={adminCopy.layout}
    >
      <Outlet />
      <Suspense fallback={null}>
        <IdleSignOut
          {...(timeoutMs === undefined ? {} : { timeoutMs })}
          {...(idleWarningMs === undefined ? {} : { warningMs: idleWarningMs })}
          onTimeout={onIdle}
          onSignOut={onSignOut}
        />
      </Suspense>
    </AdminShell>
  );
}

import {
  adminCopy,
  adminNavigation,
  adminRoleLabels,
  messages,
  teamNavigation,
} from '@charitykit/content';
import { canManageTeam, useAuth, useProfileSetup } from '@charitykit/data';
import {
  type AdminNavItem,
  AdminShell,
  Alert,
  adminNavIcons,
  Button,
  Card,
  Heading,
  Stack,
} from '@charitykit/ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { AdminLoading } from './shared/AdminLoading';
import * as styles from './shared/admin.css';
import { IDLE_PARAM, signInPath } from './shared/redirect';

/** The idle sign-out, loaded once someone is signed in (it stays out of the sign-in page's load). */
const IdleSignOut = lazy(() =>
  import('./shared/IdleWarning').then((module) => ({ default: module.IdleSignOut })),
);

export function meta() {
  return [{ title: 'Admin' }, { name: 'robots', content: 'noindex' }];
}

const navItems: readonly AdminNavItem[] = adminNavigation.map((item) => ({
  href: item.href,
  label: item.label,
  icon: adminNavIcons[item.key],
}));

// Issue 26: Team for admins only (the database refuses editors the same actions), then
// everyone's own profile.
const teamItem = (key: keyof typeof teamNavigation): AdminNavItem => ({
  href: teamNavigation[key].href,
  label: teamNavigation[key].label,
  icon: adminNavIcons[key],
});
const adminItems: readonly AdminNavItem[] = [...navItems, teamItem('team'), teamItem('profile')];
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

/** Spec section 4's profile self-setup: creating, then success (reload) or Setup Failed. */
export function ProfileSetup({ reload }: { reload?: () => void }) {
  const setup = useProfileSetup(reload ? { reload } : {});
  const copy = adminCopy.profileSetup;
  return (
    <div className={styles.centered}>
      <main className={styles.authCard}>
        <Card variant="elevated" padding="large">
          <Stack>
            <Heading level={1} size="xlarge">
              {copy.title}
            </Heading>
            {setup.status === 'failed' ? (
              <>
                <Alert tone="danger" title={messages.setupFailed} announce="assertive">
                  {setup.error}
                </Alert>
                <Button onClick={setup.retry}>{messages.retrySetup}</Button>
              </>
            ) : (
              <p role="status">{setup.status === 'created' ? copy.created : copy.creating}</p>
            )}
          </Stack>
        </Card>
      </main>
    </div>
  );
}

/**
 * The /admin layout: loading, then sign-in (keeping the wanted address), profile setup, or the
 * shell with the sidebar and the current screen.
 */
export default function AdminLayout() {
  return <AdminLayoutView />;
}

export interface AdminLayoutViewProps {
  /** Stories replace the page reload that follows profile setup. */
  reload?: () => void;
  /** Sign-out after this long without input (ms; VITE_ADMIN_IDLE_MINUTES, 8 hours by default). */
  idleTimeoutMs?: number;
  /** The idle warning shows this long before the sign-out (ms). */
  idleWarningMs?: number;
}

export function AdminLayoutView({
  reload,
  idleTimeoutMs: timeoutMs,
  idleWarningMs,
}: AdminLayoutViewProps) {
  const { user, adminUser, loading, signOut } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useRememberedCollapse();
  const [idleSignedOut, setIdleSignedOut] = useState(false);

  if (loading) return <AdminLoading />;
  if (!user) {
    const to = idleSignedOut
      ? `/admin/auth?${IDLE_PARAM}=1`
      : signInPath(location.pathname + location.search);
    return <Navigate to={to} replace />;
  }
  if (!adminUser) return <ProfileSetup reload={reload} />;

  const onSignOut = async () => {
    await signOut();
    navigate('/admin/auth', { replace: true });
  };
  // Signed out for idleness: the layout's own redirect below then says why on the sign-in page.
  const onIdle = () => {
    setIdleSignedOut(true);
    void signOut();
  };

  return (
    <AdminShell
      brand={adminCopy.brand}
      items={canManageTeam(adminUser.role) ? adminItems : editorItems}
      currentPath={location.pathname}
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
      user={{ name: adminUser.full_name, role: adminRoleLabels[adminUser.role] }}
      onSignOut={() => void onSignOut()}
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
          onSignOut={() => void onSignOut()}
        />
      </Suspense>
    </AdminShell>
  );
}

import { adminCopy, messages } from '@charitykit/content';
import { useAuth, useProfileSetup } from '@charitykit/data';
import { Alert, Button } from '@charitykit/ui';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { AdminLoading } from '../scaffold/AdminLoading';
import { AuthCard } from '../scaffold/AuthCard';
import type { AdminFrameProps } from './AdminFrame';
import { IDLE_PARAM, signInPath } from './redirect';

/**
 * The signed-in shell (sidebar, header, idle sign-out), loaded once someone is signed in: a
 * signed-out visit to /admin goes straight to sign-in without it (issue 22, item 6).
 */
const LazyAdminFrame = lazy(() =>
  import('./AdminFrame').then((module) => ({ default: module.AdminFrame })),
);

/** Spec section 4's profile self-setup: creating, then success (reload) or Setup Failed. */
export function ProfileSetup({ reload }: { reload?: () => void }) {
  const setup = useProfileSetup(reload ? { reload } : {});
  const copy = adminCopy.profileSetup;
  return (
    <AuthCard title={copy.title}>
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
    </AuthCard>
  );
}

export interface AdminLayoutViewProps {
  /** Stories replace the page reload that follows profile setup. */
  reload?: () => void;
  /** Sign-out after this long without input (ms; VITE_ADMIN_IDLE_MINUTES, 8 hours by default). */
  idleTimeoutMs?: number;
  /** The idle warning shows this long before the sign-out (ms). */
  idleWarningMs?: number;
  /** The signed-in shell; stories pass it imported, the app loads it after sign-in. */
  Frame?: ComponentType<AdminFrameProps>;
}

/**
 * The /admin layout: loading, then sign-in (keeping the wanted address), profile setup, or the
 * shell with the sidebar and the current screen.
 */
export function AdminLayoutView({
  reload,
  idleTimeoutMs,
  idleWarningMs,
  Frame = LazyAdminFrame,
}: AdminLayoutViewProps) {
  const { user, adminUser, loading, signOut } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
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
  // Signed out for idleness: the layout's own redirect above then says why on the sign-in page.
  const onIdle = () => {
    setIdleSignedOut(true);
    void signOut();
  };

  return (
    <Suspense fallback={<AdminLoading />}>
      <Frame
        adminUser={adminUser}
        onSignOut={() => void onSignOut()}
        onIdle={onIdle}
        idleTimeoutMs={idleTimeoutMs}
        idleWarningMs={idleWarningMs}
      />
    </Suspense>
  );
}

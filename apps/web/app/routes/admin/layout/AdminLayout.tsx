import { adminCopy, messages } from '@charitykit/content';
import { sessionAssurance, useAuth, useProfileSetup, useStaffSecurity } from '@charitykit/data';
import { Alert, Button } from '@charitykit/ui';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { AdminLoading } from '../scaffold/AdminLoading';
import { AuthCard } from '../scaffold/AuthCard';
import { RequiredEnrolment } from '../two-factor/RequiredEnrolment';
import type { AdminFrameProps } from './AdminFrame';
import { IDLE_PARAM, signInPath, twoFactorPath } from './redirect';

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
 * Issue 38: an admin without two-factor sign-in, when Settings requires it of admins, sets it up
 * before reaching the back-office. Editors, and admins who have it, are not asked.
 */
function useMustEnrol(): { checking: boolean; mustEnrol: boolean } {
  const { session, isAdmin } = useAuth();
  const concerned = isAdmin && !sessionAssurance(session).hasVerifiedFactor;
  const security = useStaffSecurity({ enabled: concerned });
  if (!concerned) return { checking: false, mustEnrol: false };
  // A rule that cannot be read (offline) does not lock anyone out: the screens' own requests
  // fail the same way, and the database holds the rule where it matters (decisions, issue 38).
  return { checking: security.isPending, mustEnrol: security.data?.requireAdminMfa === true };
}

/**
 * The /admin layout: loading, then sign-in (keeping the wanted address), the code of a second
 * factor (issue 38), profile setup, setting up two-factor sign-in when it is required, or the
 * shell with the sidebar and the current screen.
 */
export function AdminLayoutView({
  reload,
  idleTimeoutMs,
  idleWarningMs,
  Frame = LazyAdminFrame,
}: AdminLayoutViewProps) {
  const { user, session, adminUser, loading, signOut } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [idleSignedOut, setIdleSignedOut] = useState(false);
  const enrolment = useMustEnrol();

  if (loading) return <AdminLoading />;
  if (!user) {
    const to = idleSignedOut
      ? `/admin/auth?${IDLE_PARAM}=1`
      : signInPath(location.pathname + location.search);
    return <Navigate to={to} replace />;
  }
  // Password only, with an authenticator app set up: its code first (issue 38).
  if (sessionAssurance(session).needsCode) {
    return <Navigate to={twoFactorPath(location.pathname + location.search)} replace />;
  }
  if (!adminUser) return <ProfileSetup reload={reload} />;

  const onSignOut = async () => {
    await signOut();
    navigate('/admin/auth', { replace: true });
  };
  if (enrolment.checking) return <AdminLoading />;
  if (enrolment.mustEnrol) return <RequiredEnrolment onSignOut={() => void onSignOut()} />;
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

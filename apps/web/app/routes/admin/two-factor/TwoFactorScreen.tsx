/**
 * /admin/two-factor (issue 38, item 6): the second step of signing in. After the password, a
 * person with a confirmed authenticator app is sent here by the /admin layout and enters its
 * code; the session then reaches aal2 and they go on to where they wanted. Without the code
 * they do not reach the back-office.
 */
import { twoFactorCopy } from '@charitykit/content';
import { sessionAssurance, useAuth, useVerifyTotp } from '@charitykit/data';
import { Button, toast } from '@charitykit/ui';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { REDIRECT_PARAM, safeAdminRedirect } from '../layout/redirect';
import { AdminLoading } from '../scaffold/AdminLoading';
import { AuthCard } from '../scaffold/AuthCard';
import { CodeForm, codeRefusal } from './CodeForm';

const copy = twoFactorCopy.signIn;

export function TwoFactorScreen() {
  const { user, session, loading, signOut } = useAuth();
  const verify = useVerifyTotp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeAdminRedirect(params.get(REDIRECT_PARAM));

  if (loading) return <AdminLoading />;
  if (!user) return <Navigate to="/admin/auth" replace />;
  if (!sessionAssurance(session).needsCode) return <Navigate to={target} replace />;

  // The newest confirmed factor (staff have one; GoTrue allows several).
  const factor = (session?.user.factors ?? [])
    .filter((f) => f.status === 'verified' && f.factor_type === 'totp')
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];

  const onCode = async (code: string) => {
    if (!factor) return copy.wrongCode;
    try {
      await verify.mutateAsync({ factorId: factor.id, code });
    } catch (error) {
      const message = codeRefusal(error);
      toast.error(message);
      return message;
    }
    navigate(target, { replace: true });
    return null;
  };

  const other = async () => {
    await signOut();
    navigate('/admin/auth', { replace: true });
  };

  return (
    <AuthCard title={copy.heading} description={copy.description}>
      <CodeForm
        id="two-factor"
        label={copy.heading}
        submitLabel={copy.submit}
        busyLabel={copy.submitting}
        onCode={onCode}
      />
      <div>
        <Button variant="ghost" onClick={() => void other()}>
          {copy.signOut}
        </Button>
      </div>
    </AuthCard>
  );
}

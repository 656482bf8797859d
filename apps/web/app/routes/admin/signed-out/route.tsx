/**
 * The screens staff see before signing in (issue 36): sign-in, Forgot your password? and the
 * pages the e-mailed links open. Unlike the rest of /admin (routes/admin/providers), this layout
 * is rendered on the server, so the sign-in form is in the first HTML and paints with its own
 * small stylesheet. Nothing of the back-office loads here: its providers, stylesheet and screens
 * come after sign-in, when the person lands in the /admin layout. Each screen brings only what it
 * needs (sign-in: the auth client, loaded after the page has painted).
 */
import { ToastRegion } from '@charitykit/ui';
import { Outlet } from 'react-router';
import { NOINDEX } from '../scaffold/meta';

export const meta = () => [NOINDEX];

export default function SignedOutLayout() {
  return (
    <>
      <Outlet />
      {/* Sign-in reports a failed connection in a toast: their code loads up front. */}
      <ToastRegion preload />
    </>
  );
}

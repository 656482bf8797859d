import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { AdminLoading } from '../scaffold/AdminLoading';

const SignedOutData = lazy(() => import('./SignedOutData'));

/**
 * A signed-out screen that needs the backend's data and auth (Forgot your password?, the password
 * links): the server and the first render show the loading state, then the client loads and the
 * screen renders in the browser. A link's session arrives in the address's fragment, which only
 * the browser sees, so these screens have nothing to draw on the server.
 */
export function WithData({ children }: { children: ReactNode }) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  if (!inBrowser) return <AdminLoading />;
  return (
    <Suspense fallback={<AdminLoading />}>
      <SignedOutData>{children}</SignedOutData>
    </Suspense>
  );
}

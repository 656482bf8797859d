import { type ReactNode, useEffect, useState } from 'react';
import { AdminLoading } from '../scaffold/AdminLoading';
import SignedOutData from './SignedOutData';

/**
 * A signed-out screen that needs the backend's data and auth (Forgot your password?, the password
 * links): the server and the first render show the loading state, then the screen renders in the
 * browser with the client. A link's session arrives in the address's fragment, which only the
 * browser sees, so these screens have nothing to draw on the server. The client comes with the
 * route's own modules (fetched together after the first paint), not in a second round trip.
 */
export function WithData({ children }: { children: ReactNode }) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  if (!inBrowser) return <AdminLoading />;
  return <SignedOutData>{children}</SignedOutData>;
}

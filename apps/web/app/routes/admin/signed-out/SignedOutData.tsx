/**
 * Data and auth for Forgot your password? and the password links (issue 36): the back-office's
 * client and query cache, without the back-office's toast region (the signed-out layout has one)
 * or anything else of the signed-in frame. Rendered by `WithData`, in the browser only.
 */
import { AuthProvider, DataProvider } from '@charitykit/data';
import type { ReactNode } from 'react';
import { adminBackend, toastNotifier } from '../providers/backend';

export default function SignedOutData({ children }: { children: ReactNode }) {
  const backend = adminBackend();
  return (
    <DataProvider
      repositories={backend.repositories}
      queryClient={backend.queryClient}
      notify={toastNotifier}
    >
      <AuthProvider>{children}</AuthProvider>
    </DataProvider>
  );
}

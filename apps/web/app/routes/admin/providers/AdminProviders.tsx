import { AuthProvider, DataProvider } from '@charitykit/data';
import { ToastRegion } from '@charitykit/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { AdminLoading } from '../scaffold/AdminLoading';
import { type AdminBackend, adminBackend, toastNotifier } from './backend';

export interface AdminProvidersProps {
  children: ReactNode;
  /** Stories pass a backend driven by MSW; the app uses the site's one client. */
  backend?: AdminBackend;
}

/**
 * Data, auth and toasts for every admin screen. Rendered only in the browser: on a server
 * render (or before hydration) it shows the loading state, so the admin stays client-only.
 */
export function AdminProviders({ children, backend: given }: AdminProvidersProps) {
  const [backend, setBackend] = useState<AdminBackend | null>(given ?? null);
  useEffect(() => {
    if (!given) setBackend(adminBackend());
  }, [given]);
  if (!backend) return <AdminLoading />;
  return (
    <DataProvider
      repositories={backend.repositories}
      queryClient={backend.queryClient}
      notify={toastNotifier}
    >
      <AuthProvider>{children}</AuthProvider>
      {/* Its toasts report failures, which can come offline: their code loads up front. */}
      <ToastRegion preload />
    </DataProvider>
  );
}

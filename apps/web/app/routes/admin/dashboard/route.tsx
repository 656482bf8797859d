import { adminCopy } from '@charitykit/content';
import { lazy, Suspense } from 'react';
import { AdminLoading } from '../scaffold/AdminLoading';
import { adminMeta } from '../scaffold/meta';

/**
 * /admin's index route. The screen itself loads when it renders, that is once someone is signed
 * in: a signed-out visit to /admin is sent to sign-in without downloading the dashboard
 * (issue 22, item 6).
 */
const DashboardScreen = lazy(() => import('./DashboardScreen'));

export const meta = () => adminMeta(adminCopy.dashboard.title);

export default function Dashboard() {
  return (
    <Suspense fallback={<AdminLoading />}>
      <DashboardScreen />
    </Suspense>
  );
}

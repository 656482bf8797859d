import { adminCopy } from '@charitykit/content';
import { lazy, Suspense } from 'react';
import { AdminLoading } from './shared/AdminLoading';

/**
 * /admin's index route. The screen itself loads when it renders, that is once someone is signed
 * in: a signed-out visit to /admin is sent to sign-in without downloading the dashboard
 * (issue 22, item 6).
 */
const DashboardScreen = lazy(() => import('./dashboard-screen'));

export function meta() {
  return [
    { title: `${adminCopy.dashboard.title} | Admin` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Dashboard() {
  return (
    <Suspense fallback={<AdminLoading />}>
      <DashboardScreen />
    </Suspense>
  );
}

/**
 * The signed-in back-office's root: a pathless layout around /admin and its screens (the screens
 * before sign-in have their own, server-rendered layout: routes/admin/signed-out). It is
 * rendered on the client only: with this layout's client loader marked to run on hydration, the
 * server sends the document shell and the fallback below for every /admin path, and the admin
 * routes' code loads only in the browser, only when visited. It also provides the admin area's
 * data, auth and toasts.
 */
import { Outlet } from 'react-router';
import { NOINDEX } from '../scaffold/meta';
import { AdminProviders } from './AdminProviders';

export const meta = () => [NOINDEX];

export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p style={{ padding: '2rem' }}>Loading…</p>;
}

export default function AdminRoot() {
  return (
    <AdminProviders>
      <Outlet />
    </AdminProviders>
  );
}

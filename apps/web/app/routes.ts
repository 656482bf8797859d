import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { crawlFiles, type PublicRoute, publicRoutes } from './public-paths';

// The static export (`npm run build:static`) reads builder pages in the browser; the site server
// renders them (see routes/published-page.tsx).
const staticExport = process.env.VITE_STATIC_EXPORT === '1';

/**
 * A route of the public route table (public-paths.ts), relative to its parent at the root. A form
 * page and its "sent" page share a module (issue 34), so the table names their ids; the static
 * export's module keeps the same id.
 */
const fromTable = ({ path, file, id, staticFile }: PublicRoute) => {
  const module = staticExport && staticFile ? staticFile : file;
  if (path === '/') return index(module, id ? { id } : {});
  return id ? route(path.slice(1), module, { id }) : route(path.slice(1), module);
};

export default [
  // Files for crawlers and browsers (issue 23): resource routes, rendered and cached like pages.
  ...crawlFiles.map(fromTable),
  layout('routes/public-layout.tsx', [
    ...publicRoutes.map(fromTable),
    // Issue 25: staff's Preview and share-preview links, rendered in the browser only.
    route('preview/:id', 'routes/admin/preview/route.tsx'),
    route('preview/share/:token', 'routes/shared-preview.tsx'),
    // Issue 37: the mailing list's links, answered by the site server (the static export has none).
    ...(staticExport
      ? []
      : [
          route('subscribe/confirm/:token', 'routes/subscribe-confirm.tsx'),
          route('unsubscribe/:token', 'routes/unsubscribe.tsx'),
        ]),
    // Published builder pages (decision 5); static routes above always rank first.
    route(
      ':slug',
      staticExport ? 'routes/published-page-static.tsx' : 'routes/published-page.tsx',
      { id: 'routes/published-page' },
    ),
    route('*', 'routes/not-found.tsx'),
  ]),
  // The team's server action (issue 26): runs on the site server only, answers JSON (the static
  // export has no server to run it).
  ...(staticExport ? [] : [route('admin/api/team', 'routes/admin/api/team.ts')]),
  // The back-office: client-only, and loaded as its own chunks only when visited. Each screen is
  // a folder (routes/admin/<screen>/) whose `route.tsx` is the thin route module.
  // Issue 36: the screens before sign-in, rendered on the server, without the back-office's
  // providers, stylesheet or screens (those load after sign-in, with the layout below).
  layout('routes/admin/signed-out/route.tsx', [
    route('admin/auth', 'routes/admin/sign-in/route.tsx'),
    // Team accounts (issue 26): where links land, and the forgotten password.
    route('admin/set-password', 'routes/admin/password-link/set-password.tsx'),
    route('admin/reset-password', 'routes/admin/password-link/reset-password.tsx'),
    route('admin/forgot-password', 'routes/admin/forgot-password/route.tsx'),
    // Issue 38: the code of an authenticator app, after the password.
    route('admin/two-factor', 'routes/admin/two-factor/route.tsx'),
  ]),
  layout('routes/admin/providers/route.tsx', [
    route('admin', 'routes/admin/layout/route.tsx', [
      index('routes/admin/dashboard/route.tsx'),
      route('pages', 'routes/admin/pages/route.tsx'),
      route('builder', 'routes/admin/builder/route.tsx'),
      route('media', 'routes/admin/media/route.tsx'),
      route('upload', 'routes/admin/upload/route.tsx'),
      route('settings', 'routes/admin/settings/route.tsx'),
      route('team', 'routes/admin/team/route.tsx'),
      route('profile', 'routes/admin/profile/route.tsx'),
      route('submissions', 'routes/admin/submissions/route.tsx'),
      route('subscribers', 'routes/admin/subscribers/route.tsx'),
      route('activity', 'routes/admin/activity/route.tsx'),
    ]),
  ]),
] satisfies RouteConfig;

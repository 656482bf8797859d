import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// The static export (`npm run build:static`) reads builder pages in the browser; the site server
// renders them (see routes/published-page.tsx).
const staticExport = process.env.VITE_STATIC_EXPORT === '1';

export default [
  // Files for crawlers and browsers (issue 23): resource routes, rendered and cached like pages.
  route('sitemap.xml', 'routes/sitemap.tsx'),
  route('robots.txt', 'routes/robots.tsx'),
  route('manifest.webmanifest', 'routes/web-manifest.tsx'),
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('programs', 'routes/programme-list.tsx'),
    route('programs/:slug', 'routes/programme-detail.tsx'),
    route('volunteer', 'routes/volunteer.tsx'),
    route('rohingya-crisis', 'routes/rohingya-crisis.tsx'),
    route('gaza-emergency', 'routes/gaza-emergency.tsx'),
    route('privacy-policy', 'routes/privacy-policy.tsx'),
    route('terms-conditions', 'routes/terms-conditions.tsx'),
    // Issue 25: staff's Preview and share-preview links, rendered in the browser only.
    route('preview/:id', 'routes/admin/page-preview.tsx'),
    route('preview/share/:token', 'routes/shared-preview.tsx'),
    // Published builder pages (decision 5); static routes above always rank first.
    route(
      ':slug',
      staticExport ? 'routes/published-page-static.tsx' : 'routes/published-page.tsx',
      { id: 'routes/published-page' },
    ),
    route('*', 'routes/not-found.tsx'),
  ]),
  // The team's server action (issue 26): runs on the site server only, answers JSON.
  route('admin/api/team', 'routes/admin/api/team.ts'),
  // The back-office: client-only, and loaded as its own chunks only when visited.
  layout('routes/admin/providers.tsx', [
    route('admin/auth', 'routes/admin/auth.tsx'),
    // Team accounts (issue 26): where links land, and the forgotten password.
    route('admin/set-password', 'routes/admin/set-password.tsx'),
    route('admin/reset-password', 'routes/admin/reset-password.tsx'),
    route('admin/forgot-password', 'routes/admin/forgot-password.tsx'),
    route('admin', 'routes/admin/layout.tsx', [
      index('routes/admin/dashboard.tsx'),
      route('pages', 'routes/admin/pages.tsx'),
      route('builder', 'routes/admin/builder.tsx'),
      route('media', 'routes/admin/media.tsx'),
      route('upload', 'routes/admin/upload.tsx'),
      route('settings', 'routes/admin/settings.tsx'),
      route('team', 'routes/admin/team.tsx'),
      route('profile', 'routes/admin/profile.tsx'),
      route('submissions', 'routes/admin/submissions.tsx'),
    ]),
  ]),
] satisfies RouteConfig;

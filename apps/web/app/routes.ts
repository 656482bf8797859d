import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('programs', 'routes/programs.tsx'),
    route('programs/:slug', 'routes/programme.tsx'),
    route('volunteer', 'routes/volunteer.tsx'),
    route('rohingya-crisis', 'routes/rohingya-crisis.tsx'),
    route('gaza-emergency', 'routes/gaza-emergency.tsx'),
    route('privacy-policy', 'routes/privacy-policy.tsx'),
    route('terms-conditions', 'routes/terms-conditions.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // The back-office: client-only, and loaded as its own chunks only when visited.
  route('admin/auth', 'routes/admin/auth.tsx'),
  route('admin', 'routes/admin/layout.tsx', [index('routes/admin/dashboard.tsx')]),
] satisfies RouteConfig;

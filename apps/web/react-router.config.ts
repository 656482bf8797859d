import type { Config } from '@react-router/dev/config';
import { prerenderedPaths } from './app/public-paths';

export default {
  appDirectory: 'app',
  // Public routes are written to static HTML at build time; everything else (the /admin subtree,
  // unknown paths) is rendered on the client from the SPA fallback.
  ssr: false,
  prerender: prerenderedPaths,
} satisfies Config;

import { packageBuild } from '../../scripts/tsup-preset';

/**
 * Three entries: `public` must stay free of supabase-js and React Query (it ships on every
 * public page) and `msw` out of the main entry; per-module output keeps them apart.
 */
export default packageBuild({
  index: 'src/index.ts',
  'public/index': 'src/public/index.ts',
  'msw/index': 'src/msw/index.ts',
});

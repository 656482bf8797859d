import { defineConfig } from 'tsup';

/**
 * The shared preset builds only src/index.ts; this package has three entries. `public` must
 * stay free of supabase-js and React Query (it ships on every public page), and `msw` must
 * not ship in the main bundle, so each is its own file and dependencies stay external.
 */
export default defineConfig({
  entry: { index: 'src/index.ts', public: 'src/public/index.ts', msw: 'src/msw/index.ts' },
  format: ['esm'],
  target: 'es2022',
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', 'msw'],
});

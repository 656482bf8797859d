import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/**
 * One build for every published package: ESM + bundled declarations, with vanilla-extract
 * styles compiled to a plain `dist/index.css`, so a consumer needs no vanilla-extract plugin.
 * Dependencies and peers stay external (tsup's default).
 */
export function packageBuild() {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm'],
    target: 'es2022',
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  });
}

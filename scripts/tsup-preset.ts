import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
    async onSuccess() {
      // esbuild marks each compiled stylesheet with a comment naming its virtual module, which
      // embeds the whole source as base64: a third of the CSS a consumer would ship for nothing.
      const css = 'dist/index.css';
      if (!existsSync(css)) return;
      // Removing them shifts lines, so the CSS source map would point wrong: drop it too.
      const text = readFileSync(css, 'utf8')
        .replace(/\/\* vanilla-extract-css-ns:[^*]*\*\/\n?/g, '')
        .replace(/\/\*# sourceMappingURL=index\.css\.map \*\/\n?/, '');
      writeFileSync(css, text);
      rmSync('dist/index.css.map', { force: true });
    },
  });
}

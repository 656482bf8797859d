import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile, cssFileFilter, processVanillaFile } from '@vanilla-extract/integration';
import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * One build for every published package, one output file per source module (like Rollup's
 * `preserveModules`), so a consumer's bundler drops every module it does not import: with
 * `sideEffects: false` (or naming only the CSS) a Button-only app carries Button's modules, not
 * zod, the forms or the charity's copy.
 *
 * - Entries are the package's public entry points; every source module they reach (and nothing
 *   else: no tests, stories or test helpers) is compiled on its own with esbuild `bundle: false`,
 *   which also keeps each module's `"use client"` directive in place.
 * - vanilla-extract `.css.ts` modules are evaluated at build time: their JS output holds only the
 *   generated class names (no vanilla-extract plugin needed by the consumer) and their CSS is
 *   gathered into one `dist/index.css`, in the order the entry imports them (dependencies
 *   first), exported as `./styles.css`.
 * - Relative imports are rewritten to the emitted file names (`./Button.js`, `./forms/index.js`),
 *   so the output resolves in Node and in every bundler.
 * - Declarations are bundled per entry (`dist/<entry>.d.ts`).
 */
export function packageBuild(entries: Record<string, string> = { index: 'src/index.ts' }) {
  const cwd = process.cwd();
  const modules = reachableModules(Object.values(entries).map((file) => path.resolve(cwd, file)));
  const cssByModule = new Map<string, Array<{ fileName: string; source: string }>>();

  const vanillaExtract: Plugin = {
    name: 'charitykit-vanilla-extract-per-module',
    setup(build) {
      build.onLoad({ filter: cssFileFilter }, async ({ path: filePath }) => {
        const { source, watchFiles } = await compile({ filePath, cwd, identOption: 'short' });
        const sheets: Array<{ fileName: string; source: string }> = [];
        const contents = await processVanillaFile({
          source,
          filePath,
          identOption: 'short',
          serializeVirtualCssPath: ({ fileName, source: css }) => {
            sheets.push({ fileName, source: css });
            return '';
          },
        });
        cssByModule.set(path.relative(path.join(cwd, 'src'), filePath), sheets);
        return { contents, loader: 'js', watchFiles };
      });
    },
  };

  return defineConfig({
    entry: modules.map((file) => path.relative(cwd, file)),
    outDir: 'dist',
    bundle: false,
    format: ['esm'],
    target: 'es2022',
    platform: 'browser',
    dts: { entry: entries },
    sourcemap: true,
    clean: true,
    silent: true,
    esbuildPlugins: [vanillaExtract],
    async onSuccess() {
      const outDir = path.join(cwd, 'dist');
      rewriteRelativeImports(outDir);
      markStyleCallsPure(outDir);
      const css = collectCss(
        outDir,
        Object.values(entries).map((file) => outputOf(cwd, file)),
        cssByModule,
      );
      const cssFile = path.join(outDir, 'index.css');
      if (css) writeFileSync(cssFile, css);
      else rmSync(cssFile, { force: true });
    },
  });
}

const SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;

/** Relative specifiers in a module's source or output, in the order they appear. */
function relativeSpecifiers(code: string): string[] {
  return [...code.matchAll(SPECIFIER)].map((match) => match[3] ?? '');
}

function resolveSource(fromFile: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every source module the entries reach through relative imports. */
function reachableModules(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    for (const specifier of relativeSpecifiers(readFileSync(file, 'utf8'))) {
      const resolved = resolveSource(file, specifier);
      if (!resolved) throw new Error(`${file}: cannot resolve ${specifier}`);
      queue.push(resolved);
    }
  }
  return [...seen].sort();
}

function outputOf(cwd: string, sourceFile: string): string {
  const relative = path.relative(path.join(cwd, 'src'), path.resolve(cwd, sourceFile));
  return path.join(cwd, 'dist', relative.replace(/\.tsx?$/, '.js'));
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

/** `./Button` -> `./Button.js`, `./forms` -> `./forms/index.js`, as emitted. */
function rewriteRelativeImports(outDir: string) {
  for (const file of jsFiles(outDir)) {
    const code = readFileSync(file, 'utf8');
    const rewritten = code.replace(
      SPECIFIER,
      (whole, lead: string, quote: string, spec: string) => {
        if (spec.endsWith('.js')) return whole;
        const base = path.resolve(path.dirname(file), spec);
        const target = existsSync(`${base}.js`)
          ? `${spec}.js`
          : existsSync(path.join(base, 'index.js'))
            ? `${spec.replace(/\/$/, '')}/index.js`
            : null;
        if (!target) throw new Error(`${file}: no emitted module for ${spec}`);
        return `${lead}${quote}${target}${quote}`;
      },
    );
    if (rewritten !== code) writeFileSync(file, rewritten);
  }
}

/**
 * A compiled `.css.ts` module keeps top-level calls to vanilla-extract's tiny runtimes
 * (`var button = createRuntimeFn({...})` for recipes and sprinkles). They only build lookup
 * functions, so mark them pure: a bundler drops the ones a consumer's code never reads.
 */
function markStyleCallsPure(outDir: string) {
  for (const file of jsFiles(outDir).filter((name) => name.endsWith('.css.js'))) {
    const code = readFileSync(file, 'utf8');
    const marked = code.replace(/^(var [\w$]+ = )(?=[\w$]+\()/gm, '$1/* @__PURE__ */ ');
    if (marked !== code) writeFileSync(file, marked);
  }
}

/**
 * The stylesheet: each `.css.ts` module's CSS in the order a bundler would place it (a depth-first
 * walk of the imports from the entries, a module's dependencies before the module), each
 * vanilla-extract file scope once.
 */
function collectCss(
  outDir: string,
  entryOutputs: string[],
  cssByModule: Map<string, Array<{ fileName: string; source: string }>>,
): string {
  const visited = new Set<string>();
  const written = new Set<string>();
  const parts: string[] = [];
  const visit = (file: string) => {
    if (visited.has(file)) return;
    visited.add(file);
    for (const spec of relativeSpecifiers(readFileSync(file, 'utf8'))) {
      visit(path.resolve(path.dirname(file), spec));
    }
    const sourceKey = path.relative(outDir, file).replace(/\.js$/, '.ts');
    for (const sheet of cssByModule.get(sourceKey) ?? []) {
      if (written.has(sheet.fileName) || sheet.source.trim() === '') continue;
      written.add(sheet.fileName);
      parts.push(sheet.source);
    }
  };
  for (const entry of entryOutputs) visit(entry);
  return parts.join('\n');
}

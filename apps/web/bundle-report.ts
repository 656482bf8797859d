// What each script file of the client build is made of (issue 22): for every chunk, the modules
// in it with the gzip size of each one's code, written beside the build as
// `build/bundle-modules.json`. `npm run bench` reads it to list, per route, the modules that
// weigh most (tests/perf/bench.mjs). Outside the client directory, so it is never served.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** chunk file (as served, under assets/) -> module (repo-relative) -> gzip bytes of its code */
export type BundleModules = Record<string, Record<string, number>>;

export const BUNDLE_MODULES_FILE = 'bundle-modules.json';

/** A module id as a reader knows it: repo-relative, package paths shortened, no query. */
export function moduleName(id: string, root: string): string {
  const file = id.replace(/\0/g, '').split('?')[0] ?? id;
  const nodeModule = file.match(/.*[\\/]node_modules[\\/](.*)$/);
  if (nodeModule?.[1]) return nodeModule[1].replace(/\\/g, '/');
  return path.relative(root, file).replace(/\\/g, '/');
}

export function bundleReport(repoRoot: string): Plugin {
  return {
    name: 'charitykit:bundle-report',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const report: BundleModules = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, module] of Object.entries(output.modules)) {
          if (!module.code) continue;
          const name = moduleName(id, repoRoot);
          modules[name] = (modules[name] ?? 0) + gzipSync(module.code).length;
        }
        report[output.fileName] = modules;
      }
      const outDir = this.environment.config.build.outDir;
      mkdirSync(path.dirname(outDir), { recursive: true });
      writeFileSync(path.join(path.dirname(outDir), BUNDLE_MODULES_FILE), JSON.stringify(report));
    },
  };
}

// Vite wraps every lazy `import()` of the client build in a helper that first preloads what the
// imported chunk imports, and its stylesheets (1.3 KB, on every page with a lazy import). The site
// turns module preloading off (`build.modulePreload: false`: React Router preloads route modules
// itself, and the lazy chunks are small), which leaves the helper one task: linking a lazy
// chunk's stylesheet if the page has not linked it yet. Vite 8 still ships all of it, so this
// plugin gives Vite's helper module that one task (issue 22's budget for the public forms).
// Should Vite rename its helper, this plugin no longer applies and the size budget shows it.
import type { Plugin } from 'vite';

/** Vite's id for its helper module (vite/src/node/plugins/importAnalysisBuild.ts). */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * The helper's work at run time: link each of a lazy chunk's stylesheets the page lacks, wait for
 * them (no flash of unstyled content), then load the chunk. Serialized into the client build, so
 * it uses nothing from outside itself. `deps` are relative to `base` (`assets/site-….css`).
 */
export function linkThenLoad<T>(
  load: () => Promise<T>,
  deps: readonly string[] | undefined,
  base: string,
  linking: Record<string, Promise<unknown>>,
): Promise<T> {
  const waits = (deps ?? []).map((dep) => {
    const href = new URL(base + dep, location.href).href;
    const pending = linking[href];
    if (pending) return pending;
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
      if (link.href === href) return undefined;
    }
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    const loaded = new Promise((resolve, reject) => {
      link.onload = resolve;
      link.onerror = () => reject(new Error(`Unable to preload CSS for ${href}`));
    });
    linking[href] = loaded;
    document.head.appendChild(link);
    return loaded;
  });
  return Promise.all(waits).then(load);
}

/** The helper module's code, as Vite's is: `__vitePreload(load, deps, importerUrl)`. */
export function leanHelperModule(base: string): string {
  return [
    'const linking = {};',
    `const linkThenLoad = ${linkThenLoad.toString()};`,
    `export const __vitePreload = (load, deps) => linkThenLoad(load, deps, ${JSON.stringify(base)}, linking);`,
  ].join('\n');
}

export function leanLazyImports(): Plugin {
  let base = '/';
  let active = false;
  return {
    name: 'charitykit:lean-lazy-imports',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      // With module preloading on, Vite's own helper is needed as it is.
      active = config.build.modulePreload === false;
      base = config.base;
    },
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(id) {
        if (active && id === PRELOAD_HELPER_ID && this.environment.name === 'client') {
          return leanHelperModule(base);
        }
      },
    },
  };
}

import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  leanHelperModule,
  leanLazyImports,
  linkThenLoad,
  PRELOAD_HELPER_ID,
} from './lazy-import-helper';

type Preload = (load: () => Promise<string>, deps?: string[]) => Promise<string>;

/** The helper module as the client build gets it, evaluated on its own (nothing from outside). */
function helperFromModuleCode(base: string): Preload {
  const code = leanHelperModule(base).replace('export const __vitePreload =', 'return');
  return new Function(code)() as Preload;
}

const stylesheets = () => [...document.head.querySelectorAll('link[rel="stylesheet"]')];

afterEach(() => {
  for (const link of stylesheets()) link.remove();
});

describe('the lazy-import helper (module preloading off)', () => {
  it("given the page links the chunk's stylesheet already, then it loads the chunk and links nothing", async () => {
    const existing = document.createElement('link');
    existing.rel = 'stylesheet';
    existing.href = '/assets/site-abc.css';
    document.head.append(existing);
    const preload = helperFromModuleCode('/');
    await expect(preload(async () => 'chunk', ['assets/site-abc.css'])).resolves.toBe('chunk');
    expect(stylesheets()).toHaveLength(1);
  });

  it('given no stylesheet, then it loads the chunk at once', async () => {
    const preload = helperFromModuleCode('/');
    await expect(preload(async () => 'chunk', [])).resolves.toBe('chunk');
    await expect(preload(async () => 'chunk')).resolves.toBe('chunk');
  });

  it('given a stylesheet the page lacks, then it links it once, under the base, and loads the chunk only after it', async () => {
    const load = vi.fn(async () => 'chunk');
    const linking = {};
    const first = linkThenLoad(load, ['assets/admin-def.css'], '/site/', linking);
    const second = linkThenLoad(load, ['assets/admin-def.css'], '/site/', linking);
    const [link, ...others] = stylesheets() as HTMLLinkElement[];
    expect(others).toHaveLength(0);
    expect(new URL(link?.href ?? '').pathname).toBe('/site/assets/admin-def.css');
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    link?.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual(['chunk', 'chunk']);
  });

  it('given a stylesheet that fails to load, then the lazy import fails with the reason', async () => {
    const pending = linkThenLoad(async () => 'chunk', ['assets/gone.css'], '/', {});
    stylesheets()[0]?.dispatchEvent(new Event('error'));
    await expect(pending).rejects.toThrow('Unable to preload CSS for');
  });
});

describe('leanLazyImports', () => {
  function loadHelper(modulePreload: false | { polyfill: boolean }, environment = 'client') {
    const plugin = leanLazyImports();
    const configResolved = plugin.configResolved as (config: ResolvedConfig) => void;
    configResolved({ base: '/', build: { modulePreload } } as ResolvedConfig);
    const load = plugin.load as { handler: (this: unknown, id: string) => string | undefined };
    return load.handler.call({ environment: { name: environment } }, PRELOAD_HELPER_ID);
  }

  it('gives the client build the lean helper when module preloading is off', () => {
    expect(loadHelper(false)).toContain('export const __vitePreload');
  });

  it("leaves Vite's own helper when module preloading is on, and the server build alone", () => {
    expect(loadHelper({ polyfill: true })).toBeUndefined();
    expect(loadHelper(false, 'ssr')).toBeUndefined();
  });
});

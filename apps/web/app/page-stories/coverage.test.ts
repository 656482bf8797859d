import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routePagePaths } from '../public-paths';
import routes from '../routes';
import { publicRoutes } from './PublicSite';

interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

interface StoryModule {
  default: { title?: string; args?: { path?: string } };
  [name: string]: unknown;
}

const routeModules = import.meta.glob<{ default: unknown }>(
  // Issue 25: staff's Preview is a public-layout route whose module lives with the admin's.
  ['../routes/*.tsx', '../routes/admin/preview/route.tsx'],
  { eager: true },
);
const storyModules = import.meta.glob<StoryModule>('./*.stories.tsx', { eager: true });

/** Every page story's opening address, by story title and name. */
function storyPaths(): Map<string, string> {
  const paths = new Map<string, string>();
  for (const module of Object.values(storyModules)) {
    const { default: meta, ...stories } = module;
    for (const [name, story] of Object.entries(stories)) {
      const args = (story as { args?: { path?: string } }).args;
      const path = args?.path ?? meta.args?.path;
      if (path) paths.set(`${meta.title}/${name}`, path);
    }
  }
  return paths;
}

const publicLayout = (routes as RouteEntry[]).find(
  (route) => route.file === 'routes/public-layout.tsx',
);

describe('page stories', () => {
  it('render the same route modules, at the same paths, as the public layout in routes.ts', () => {
    const children = publicLayout?.children ?? [];
    expect(children.length).toBeGreaterThan(0);
    expect(publicRoutes).toHaveLength(children.length);
    for (const [i, child] of children.entries()) {
      // Storybook is a static host: it renders the static export's /{slug} module, as
      // routes.ts does for `npm run build:static`.
      const file =
        child.file === 'routes/published-page.tsx'
          ? 'routes/published-page-static.tsx'
          : child.file;
      const module = routeModules[`../${file}`];
      const story = publicRoutes[i];
      expect({ path: story?.path, index: story?.index }).toEqual({
        path: child.path,
        index: child.index,
      });
      expect(story?.Component).toBe(module?.default);
    }
  });

  it('cover every public route, and the not-found page', () => {
    const opened = [...storyPaths().values()];
    for (const path of routePagePaths) expect(opened).toContain(path);
    const notFound = opened.filter(
      (path) =>
        matchRoutes([{ path: '/', children: publicRoutes }], path)?.at(-1)?.route.path === '*',
    );
    expect(notFound.length).toBeGreaterThan(0);
  });
});

/**
 * The public site's one route table: every static public route with its route module, and the
 * files for crawlers and browsers. `routes.ts` makes the routes from it; the prerender list of
 * the static export, the sitemap, the site server's "is this a page" check and the reserved-slug
 * check (reserved-slugs.test.ts) all read their addresses from here. A new public page is one
 * line below (and, if its first segment is new, one reserved slug in @charitykit/content).
 *
 * Plain data with no imports: `routes.ts` and `react-router.config.ts` read it when the build
 * starts, and the site server is compiled with it.
 */

/** The programme page slugs, in the order the spec lists them (content's `programmePaths`). */
export const programmeSlugs = [
  'food',
  'water',
  'education',
  'healthcare',
  'empowerment',
  'orphan-care',
  'emergency',
  'environment',
] as const;

export interface PublicRoute {
  /** The route's address pattern, from the root: `/`, `/about`, `/programs/:slug`. */
  readonly path: string;
  /** The route module, relative to `app/`. */
  readonly file: string;
  /** The addresses a pattern with a parameter stands for (each is prerendered and listed). */
  readonly paths?: readonly string[];
  /** The route's id, where one module serves two routes (a form page and its "sent" page). */
  readonly id?: string;
  /** The module the static export uses instead (a host without Node takes no post). */
  readonly staticFile?: string;
  /** Not in the sitemap (a form's "sent" page, issue 34). */
  readonly unlisted?: true;
}

/**
 * Issue 34: a public form page and the page its post lands on once stored, one module for both
 * (its action takes the post); the static export, with no server to post to, swaps in a module
 * without one. Another public form with a page of its own (issue 37's sign-up) is one more call.
 */
function formPage(path: string, name: string): PublicRoute[] {
  const file = `routes/${name}.tsx`;
  const staticFile = `routes/${name}-static.tsx`;
  return [
    { path, file, staticFile, id: `routes/${name}` },
    { path: `${path}/sent`, file, staticFile, id: `routes/${name}-sent`, unlisted: true },
  ];
}

/** Every static public route, in the order routes.ts lists them in the public layout. */
export const publicRoutes: readonly PublicRoute[] = [
  { path: '/', file: 'routes/home.tsx' },
  { path: '/about', file: 'routes/about.tsx' },
  ...formPage('/contact', 'contact'),
  { path: '/programs', file: 'routes/programme-list.tsx' },
  {
    path: '/programs/:slug',
    file: 'routes/programme-detail.tsx',
    paths: programmeSlugs.map((slug) => `/programs/${slug}`),
  },
  ...formPage('/volunteer', 'volunteer'),
  // Issue 37: the Stay Connected sign-up.
  ...formPage('/subscribe', 'subscribe'),
  { path: '/rohingya-crisis', file: 'routes/rohingya-crisis.tsx' },
  { path: '/gaza-emergency', file: 'routes/gaza-emergency.tsx' },
  { path: '/privacy-policy', file: 'routes/privacy-policy.tsx' },
  { path: '/terms-conditions', file: 'routes/terms-conditions.tsx' },
];

/** The files for crawlers and browsers (issue 23): resource routes, rendered and cached like pages. */
export const crawlFiles: readonly PublicRoute[] = [
  { path: '/sitemap.xml', file: 'routes/sitemap.tsx' },
  { path: '/robots.txt', file: 'routes/robots.tsx' },
  { path: '/manifest.webmanifest', file: 'routes/web-manifest.tsx' },
];

/**
 * Every static public page the sitemap lists; each is prerendered to HTML by the static export
 * (with the form pages' "sent" pages: routePagePaths).
 */
export const prerenderedPaths: string[] = publicRoutes
  .filter((route) => !route.unlisted)
  .flatMap((route) => (route.paths ? [...route.paths] : [route.path]));

/**
 * Issue 34: where a public form sent without JavaScript lands once stored (post/redirect/get).
 * Pages like any other for the site server (rendered once, cached), but not in the sitemap: each
 * is its form's page again, with a thank-you, and says `noindex`.
 */
export const formSentPaths: string[] = publicRoutes
  .filter((route) => route.unlisted)
  .map((route) => route.path);

/** Every page the site server renders from a route of its own (the sitemap lists fewer). */
export const routePagePaths: string[] = [...prerenderedPaths, ...formSentPaths];

/** The crawl files' addresses; the static export writes them too. */
export const crawlFilePaths: string[] = crawlFiles.map((file) => file.path);

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
}

/** Every static public route, in the order routes.ts lists them in the public layout. */
export const publicRoutes: readonly PublicRoute[] = [
  { path: '/', file: 'routes/home.tsx' },
  { path: '/about', file: 'routes/about.tsx' },
  { path: '/contact', file: 'routes/contact.tsx' },
  { path: '/programs', file: 'routes/programme-list.tsx' },
  {
    path: '/programs/:slug',
    file: 'routes/programme-detail.tsx',
    paths: programmeSlugs.map((slug) => `/programs/${slug}`),
  },
  { path: '/volunteer', file: 'routes/volunteer.tsx' },
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

/** Every static public page's address; each is prerendered to HTML at build time. */
export const prerenderedPaths: string[] = publicRoutes.flatMap((route) =>
  route.paths ? [...route.paths] : [route.path],
);

/** The crawl files' addresses; the static export writes them too. */
export const crawlFilePaths: string[] = crawlFiles.map((file) => file.path);

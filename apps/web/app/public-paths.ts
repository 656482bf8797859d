/** The programme page slugs, in the order the spec lists them. */
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

/** Every static public route; each is prerendered to HTML at build time. */
export const prerenderedPaths: string[] = [
  '/',
  '/about',
  '/contact',
  '/programs',
  ...programmeSlugs.map((slug) => `/programs/${slug}`),
  '/volunteer',
  '/rohingya-crisis',
  '/gaza-emergency',
  '/privacy-policy',
  '/terms-conditions',
];

/** The files for crawlers and browsers (issue 23); the static export writes them too. */
export const crawlFilePaths: string[] = ['/sitemap.xml', '/robots.txt', '/manifest.webmanifest'];

/**
 * Issue 25: the headers of every preview address (staff's Preview, share-preview links). The
 * page itself is read in the browser, so the HTML holds nothing of it; these make sure even that
 * shell is kept by no shared cache, indexed by no search engine, and that a link followed from
 * a previewed page does not pass the preview's address (a share token) on as the referrer.
 */
export const PREVIEW_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
} as const;

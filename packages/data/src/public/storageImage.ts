/**
 * Images from the site's Storage in the size the screen needs: width-described candidates on
 * Storage's image transformation endpoint (`/storage/v1/render/image/public/{bucket}/{path}`),
 * built from the object's public address exactly as supabase-js's
 * `getPublicUrl(path, { transform: { width, quality } })` builds them, without loading
 * supabase-js into the page.
 */

/** The widths offered to the browser, never above the original's own width. */
export const RENDITION_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The quality asked of each rendition (Storage's own default is 80). */
export const RENDITION_QUALITY = 75;

const OBJECT_PATH = '/storage/v1/object/public/';
const RENDER_PATH = '/storage/v1/render/image/public/';

/**
 * Whether `url` is a public Storage object's address as `getPublicUrl(path)` gives it: absolute
 * http(s), no query or fragment (a download or a version is not an image to resize), no
 * whitespace (a srcset candidate ends at the first space).
 */
function isPublicObjectUrl(url: string): boolean {
  if (/\s/.test(url)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.search !== '' || parsed.hash !== '' || url.includes('?') || url.includes('#')) {
    return false;
  }
  const at = parsed.pathname.indexOf(OBJECT_PATH);
  // A bucket and a name after the prefix.
  return at >= 0 && /^[^/]+\/.+/.test(parsed.pathname.slice(at + OBJECT_PATH.length));
}

/**
 * The rendition of a public Storage object at `width` pixels wide (height follows the ratio);
 * `undefined` when `url` is not a public Storage object's address.
 */
export function storageRenditionUrl(
  url: string,
  width: number,
  quality: number = RENDITION_QUALITY,
): string | undefined {
  if (!isPublicObjectUrl(url)) return undefined;
  return `${url.replace(OBJECT_PATH, RENDER_PATH)}?width=${width}&quality=${quality}`;
}

/**
 * A `srcset` for a public Storage image whose original is `originalWidth` pixels wide: each of
 * RENDITION_WIDTHS below that width, and the original's width itself when it is not above the
 * largest. `undefined` (keep the plain `src`) when the address is not a public Storage object
 * or the original's width is unknown, as Storage would otherwise enlarge it.
 */
export function storageImageSrcSet(
  url: string,
  originalWidth: number | undefined,
  quality: number = RENDITION_QUALITY,
): string | undefined {
  if (originalWidth === undefined || !Number.isInteger(originalWidth) || originalWidth < 1) {
    return undefined;
  }
  if (!isPublicObjectUrl(url)) return undefined;
  const largest = RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1] ?? 0;
  const widths: number[] = RENDITION_WIDTHS.filter((width) => width < originalWidth);
  if (originalWidth <= largest) widths.push(originalWidth);
  return widths.map((width) => `${storageRenditionUrl(url, width, quality)} ${width}w`).join(', ');
}

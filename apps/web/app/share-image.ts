import { type SiteImageSource, STOCK_PHOTO_HOST } from '@charitykit/content';
import type { ShareImage } from './seo';

/** Link previews need at least this width for the large card. */
export const SHARE_IMAGE_WIDTH = 1200;

/**
 * A picture of the page at a width link previews show large: the stock-photo host crops one to
 * 1200 x 630; a picture of another host is used when it is at least that wide already.
 */
export function shareImageOf(image: SiteImageSource): ShareImage | null {
  let url: URL;
  try {
    url = new URL(image.src);
  } catch {
    return null;
  }
  if (url.hostname === STOCK_PHOTO_HOST) {
    url.searchParams.set('fit', 'crop');
    url.searchParams.set('w', String(SHARE_IMAGE_WIDTH));
    url.searchParams.set('h', '630');
    return { url: url.toString(), width: SHARE_IMAGE_WIDTH, height: 630 };
  }
  return image.width >= SHARE_IMAGE_WIDTH
    ? { url: image.src, width: image.width, height: image.height }
    : null;
}

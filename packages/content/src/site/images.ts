import type { SiteImageSource } from './types';

/** The stock-photo host the spec's hero and about images come from (spec section 7). */
export const STOCK_PHOTO_HOST = 'images.unsplash.com';

const widths = [640, 960, 1280, 1920] as const;

/**
 * A stock photo at several widths, cropped to `width` x `height`'s aspect ratio, so the browser
 * downloads only what the layout needs and reserves the space before it arrives.
 */
export function stockPhoto(
  photoId: string,
  alt: string,
  width = 1920,
  height = 1080,
): SiteImageSource {
  const url = (w: number) =>
    `https://${STOCK_PHOTO_HOST}/${photoId}?auto=format&fit=crop&q=70&w=${w}&h=${Math.round((w * height) / width)}`;
  return {
    src: url(Math.min(width, 1280)),
    srcSet: widths
      .filter((w) => w <= width)
      .map((w) => `${url(w)} ${w}w`)
      .join(', '),
    alt,
    width,
    height,
  };
}

'use client';

import type { SiteImageSource } from '@charitykit/content';
import { useCallback, useState } from 'react';
import * as styles from './SiteImage.css';

export interface SiteImageProps {
  image: SiteImageSource;
  /** Which width the image takes at each viewport, for choosing from `srcSet`. */
  sizes?: string;
  /**
   * The page's largest image (LCP): fetched first (`fetchpriority="high"`) and never lazy.
   * Everything else loads lazily.
   */
  priority?: boolean;
  /**
   * `intrinsic` keeps the image's aspect ratio in the flow; `fill` covers a positioned parent
   * (hero backgrounds).
   */
  layout?: 'intrinsic' | 'fill';
  /**
   * What to show when the image cannot load: its alt text on a plain background (default), or
   * only the background, for images behind text that already says enough.
   */
  fallback?: 'alt' | 'background';
}

/**
 * An image with explicit width and height (no layout shift), responsive sizes, and a readable
 * fallback when its host cannot be reached (decision 7).
 */
export function SiteImage({
  image,
  sizes = '100vw',
  priority = false,
  layout = 'intrinsic',
  fallback = 'alt',
}: SiteImageProps) {
  const [failed, setFailed] = useState(false);
  // A prerendered image may have failed before React attached onError: check on mount.
  const checkAlreadyFailed = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc !== '') setFailed(true);
  }, []);

  const aspectRatio = `${image.width} / ${image.height}`;
  return (
    <div
      className={styles.frame[layout]}
      style={layout === 'intrinsic' ? { aspectRatio } : undefined}
    >
      {failed ? (
        fallback === 'alt' ? (
          <div className={styles.fallback} role="img" aria-label={image.alt}>
            <span aria-hidden="true">{image.alt}</span>
          </div>
        ) : (
          <div role="img" aria-label={image.alt} />
        )
      ) : (
        <img
          ref={checkAlreadyFailed}
          className={styles.image[layout]}
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.srcSet ? sizes : undefined}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'auto' : 'async'}
          fetchPriority={priority ? 'high' : 'auto'}
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}

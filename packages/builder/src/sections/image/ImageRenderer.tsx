/**
 * The image section as visitors see it. Its address passes `toSafeHref` (decision 12), so an
 * unsafe value saved by another client is never a source.
 */
import { toSafeHref } from '@charitykit/content';
import { storageImageSrcSet } from '@charitykit/data/public';
import type { SectionRendererProps } from '../../registry/types';
import { readText } from '../common/read';
import * as common from '../common/section.css';
import { Title } from '../common/Title';
import * as styles from './Image.css';

/** How wide an image section is shown: the medium content width (60rem) or the screen. */
export const IMAGE_SECTION_SIZES = '(min-width: 60rem) 60rem, 100vw';

/** A stored pixel size ('1600'), or undefined when absent or not a positive whole number. */
function readPixels(content: Record<string, unknown>, key: string): number | undefined {
  const text = readText(content, key);
  return /^[1-9]\d{0,4}$/.test(text) ? Number(text) : undefined;
}

export function ImageRenderer({ section, headingLevel }: SectionRendererProps) {
  const src = toSafeHref(readText(section.content, 'imageUrl'));
  const alt = readText(section.content, 'altText').trim();
  if (!src) return null;
  const width = readPixels(section.content, 'imageWidth');
  const height = readPixels(section.content, 'imageHeight');
  const sized = width !== undefined && height !== undefined;
  // A media-library image in the width the screen needs, from Storage's render endpoint.
  const srcSet = sized ? storageImageSrcSet(src, width) : undefined;
  return (
    <figure className={styles.figure}>
      <div className={styles.figureInner}>
        {section.title ? (
          <Title level={headingLevel} className={common.sectionTitle}>
            {section.title}
          </Title>
        ) : null}
        <img
          className={styles.image}
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? IMAGE_SECTION_SIZES : undefined}
          width={sized ? width : undefined}
          height={sized ? height : undefined}
          alt={alt}
          loading="lazy"
          decoding="async"
        />
      </div>
    </figure>
  );
}

/**
 * The built-in sections as visitors see them, made of `@charitykit/ui` components. Every value
 * comes from the database and is rendered as text; links and image sources pass `toSafeHref`
 * (decision 12), so an unsafe value saved by another client is never a link or a source.
 */
import { sectionLabels, toSafeHref } from '@charitykit/content';
import { storageImageSrcSet } from '@charitykit/data/public';
import { Button, CallToAction, Text } from '@charitykit/ui';
import type { SectionRenderer, SectionRendererProps } from '../registry/types';
import { readText } from './read';
import * as styles from './sections.css';

function Title({
  level,
  className,
  children,
}: {
  level: 1 | 2;
  className: string;
  children: string;
}) {
  const Element = `h${level}` as const;
  return <Element className={className}>{children}</Element>;
}

/** Paragraphs split on blank lines; single line breaks stay line breaks (CSS, not markup). */
function Paragraphs({ text }: { text: string }) {
  const seen = new Map<string, number>();
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => {
      // A repeated paragraph gets its own key from how many times it appeared before.
      const count = seen.get(paragraph) ?? 0;
      seen.set(paragraph, count + 1);
      return { key: `${count}:${paragraph}`, paragraph };
    });
  return (
    <>
      {paragraphs.map(({ key, paragraph }) => (
        <p key={key} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
    </>
  );
}

export function HeroRenderer({ section, headingLevel }: SectionRendererProps) {
  const description = readText(section.content, 'description');
  const buttonText = readText(section.content, 'buttonText');
  return (
    <section className={styles.hero}>
      <div className={styles.heroInner}>
        {section.title ? (
          <Title level={headingLevel} className={styles.heroTitle}>
            {section.title}
          </Title>
        ) : null}
        {description ? <p className={styles.heroDescription}>{description}</p> : null}
        {/* The spec gives the hero's button no destination: a plain button, as on the site's own pages. */}
        {buttonText ? (
          <Button variant="secondary" size="large">
            {buttonText}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

export function TextRenderer({ section, headingLevel }: SectionRendererProps) {
  const text = readText(section.content, 'text');
  if (!section.title && !text.trim()) return null;
  return (
    <section className={styles.text}>
      <div className={styles.textInner}>
        {section.title ? (
          <Title level={headingLevel} className={styles.sectionTitle}>
            {section.title}
          </Title>
        ) : null}
        <Paragraphs text={text} />
      </div>
    </section>
  );
}

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
          <Title level={headingLevel} className={styles.sectionTitle}>
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

export function CtaRenderer({ section }: SectionRendererProps) {
  const description = readText(section.content, 'description');
  const buttonText = readText(section.content, 'buttonText').trim();
  const href = toSafeHref(readText(section.content, 'buttonLink'));
  // No safe destination, no button: a dead or dangerous link is worse than none.
  const actions = buttonText && href ? [{ label: buttonText, href }] : [];
  if (section.title) {
    return (
      <CallToAction
        title={section.title}
        description={description || undefined}
        actions={actions}
      />
    );
  }
  if (!description && actions.length === 0) return null;
  return (
    <section className={styles.ctaPlain}>
      <div className={styles.ctaInner}>
        {description ? <Text>{description}</Text> : null}
        {actions.map((action) => (
          <Button key={action.label} size="large" href={action.href}>
            {action.label}
          </Button>
        ))}
      </div>
    </section>
  );
}

/** The built-in section types' renderers: all the public site needs. */
export const heroRenderer: SectionRenderer = {
  type: 'hero',
  label: sectionLabels.hero,
  htmlOnly: true,
  leadsPage: true,
  Renderer: HeroRenderer,
};
export const textRenderer: SectionRenderer = {
  type: 'text',
  label: sectionLabels.text,
  htmlOnly: true,
  Renderer: TextRenderer,
};
export const imageRenderer: SectionRenderer = {
  type: 'image',
  label: sectionLabels.image,
  htmlOnly: true,
  Renderer: ImageRenderer,
};
export const ctaRenderer: SectionRenderer = {
  type: 'cta',
  label: sectionLabels.cta,
  htmlOnly: true,
  Renderer: CtaRenderer,
};

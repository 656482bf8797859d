'use client';

import { Heading } from '@charitykit/ui';
import { useMemo } from 'react';
import type { SectionRegistry } from '../registry/registry';
import type { SectionRenderer, StoredSection } from '../registry/types';
import { defaultSectionRegistry } from '../sections';
import { readSections } from '../sections/common/read';
import * as styles from './PageContent.css';

/**
 * The built-in section types, as the public site reads them: their renderers (their editors and
 * schemas load only in the builder). The same registry as `defaultSectionRegistry`.
 */
export const defaultRenderRegistry: SectionRegistry<SectionRenderer> = defaultSectionRegistry;

export interface PageContentProps {
  /** The page's stored `content` (`{ sections: [...] }`), or its sections already read. */
  content: unknown;
  /**
   * The page's title. It becomes the page's h1 unless the first section is one that leads a
   * page (a hero) and has a title of its own.
   */
  title?: string;
  /** Which section types can be shown; the built-in ones by default. */
  registry?: SectionRegistry<SectionRenderer>;
  /** Told about each section skipped because its type is unknown (default: console.warn). */
  onUnknownSection?: (section: StoredSection, index: number) => void;
}

function readContent(content: unknown): StoredSection[] {
  return Array.isArray(content) ? readSections({ sections: content }) : readSections(content);
}

/**
 * Whether a saved page needs JavaScript in the browser: true when any section it shows (types the
 * registry does not know are skipped, so they do not count) has a renderer that is not
 * `htmlOnly`. A page that does not need it can be sent as HTML and CSS alone.
 */
export function pageNeedsScripts(
  content: unknown,
  registry: SectionRegistry<SectionRenderer> = defaultRenderRegistry,
): boolean {
  return readContent(content).some((section) => {
    const definition = registry.get(section.type);
    return definition !== undefined && !definition.htmlOnly;
  });
}

function warnUnknown(section: StoredSection, index: number) {
  console.warn(`Skipping section ${index + 1}: unknown section type "${section.type}"`);
}

/**
 * A saved page as visitors see it: each section through its type's renderer, in order. A
 * section of a type the registry does not know is skipped (and reported), never fatal.
 */
export function PageContent({
  content,
  title,
  registry = defaultRenderRegistry,
  onUnknownSection = warnUnknown,
}: PageContentProps) {
  const sections = useMemo(() => readContent(content), [content]);
  const known = sections.flatMap((section, index) => {
    const definition = registry.get(section.type);
    if (!definition) {
      onUnknownSection(section, index);
      return [];
    }
    return [{ section, index, definition }];
  });
  const first = known[0];
  const firstLeads = Boolean(first?.definition.leadsPage && first.section.title.trim());
  const pageTitle = title?.trim();
  return (
    <>
      {!firstLeads && pageTitle ? (
        <div className={styles.titleBand}>
          <Heading level={1}>{pageTitle}</Heading>
        </div>
      ) : null}
      {known.map(({ section, index, definition: { Renderer } }, position) => (
        <Renderer
          key={`${index}-${section.type}`}
          section={section}
          headingLevel={position === 0 && firstLeads ? 1 : 2}
        />
      ))}
    </>
  );
}

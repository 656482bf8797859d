/**
 * The section types, in the order the builder offers them (spec sections 2 and 3). A type is one
 * folder beside these (its definition, renderer, editor, schema, styles, fixtures and stories)
 * and one entry here; the site's renderers, the builder's "Add a section" buttons and its
 * checks all come from this list.
 */
import { createSectionRegistry, type SectionRegistry } from '../registry/registry';
import type { SectionType } from '../registry/types';
import { ctaSection } from './cta';
import { heroSection } from './hero';
import { imageSection } from './image';
import { textSection } from './text';

export const sectionTypes: readonly SectionType[] = [
  heroSection,
  textSection,
  imageSection,
  ctaSection,
];

/** The built-in section types, for the public site and the builder alike. */
export const defaultSectionRegistry: SectionRegistry<SectionType> =
  createSectionRegistry(sectionTypes);

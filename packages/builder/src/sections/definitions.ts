import { sectionDefaults, sectionSchemas } from '@charitykit/content';
import { createSectionRegistry, type SectionRegistry } from '../registry/registry';
import type { SectionDefinition } from '../registry/types';
import { CtaEditor, HeroEditor, ImageEditor, TextEditor } from './editors';
import { ctaRenderer, heroRenderer, imageRenderer, textRenderer } from './renderers';

const clone = <T>(value: T): T => structuredClone(value);

export const heroSection: SectionDefinition = {
  ...heroRenderer,
  defaults: clone(sectionDefaults.hero),
  schema: sectionSchemas.hero,
  Editor: HeroEditor,
};

export const textSection: SectionDefinition = {
  ...textRenderer,
  defaults: clone(sectionDefaults.text),
  schema: sectionSchemas.text,
  Editor: TextEditor,
};

export const imageSection: SectionDefinition = {
  ...imageRenderer,
  defaults: clone(sectionDefaults.image),
  schema: sectionSchemas.image,
  Editor: ImageEditor,
};

export const ctaSection: SectionDefinition = {
  ...ctaRenderer,
  defaults: clone(sectionDefaults.cta),
  schema: sectionSchemas.cta,
  Editor: CtaEditor,
};

/** The four built-in section types, in the spec's order. */
export const defaultSectionRegistry: SectionRegistry<SectionDefinition> = createSectionRegistry([
  heroSection,
  textSection,
  imageSection,
  ctaSection,
]);

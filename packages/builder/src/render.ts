// @charitykit/builder/render: what the public site needs to show a saved page. No editors, no
// schemas, no data layer: this entry must stay inside the public pages' size budget.
export {
  defaultRenderRegistry,
  PageContent,
  type PageContentProps,
  pageNeedsScripts,
} from './PageContent/PageContent';
export { createSectionRegistry, type SectionRegistry } from './registry/registry';
export type {
  SectionRenderer,
  SectionRendererProps,
  StoredSection,
} from './registry/types';
export { readSections, readText } from './sections/read';
export {
  CtaRenderer,
  ctaRenderer,
  HeroRenderer,
  heroRenderer,
  ImageRenderer,
  imageRenderer,
  TextRenderer,
  textRenderer,
} from './sections/renderers';

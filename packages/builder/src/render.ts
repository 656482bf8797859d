// @charitykit/builder/render: what the public site needs to show a saved page. No editors, no
// schemas, no data layer: this entry must stay inside the public pages' size budget. Each section
// type's editor and schema are behind its `edit()`, which only the builder calls.
export {
  defaultRenderRegistry,
  PageContent,
  type PageContentProps,
  pageNeedsScripts,
} from './PageContent/PageContent';
export { createSectionRegistry, type SectionRegistry } from './registry/registry';
export type {
  SectionEditing,
  SectionEditorProps,
  SectionFieldErrors,
  SectionRenderer,
  SectionRendererProps,
  SectionType,
  StoredSection,
} from './registry/types';
export { defaultSectionRegistry, sectionTypes } from './sections';
export { readSections, readText } from './sections/common/read';

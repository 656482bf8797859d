// @charitykit/builder: the section registry, editors, renderers, the builder's reducer and
// <PageBuilder>. The public site imports `@charitykit/builder/render` instead (no editors).

export {
  type MediaChoice,
  MediaPickerDialog,
  type MediaPickerDialogProps,
} from './MediaPicker/MediaPickerDialog';
export {
  type BuilderPageInput,
  PageBuilder,
  type PageBuilderProps,
} from './PageBuilder/PageBuilder';
export { PageBuilderScreen, type PageBuilderScreenProps } from './PageBuilder/PageBuilderScreen';
export type {
  PageHistoryDialogProps,
  PageHistorySource,
  PageRevisionSummary,
} from './PageBuilder/PageHistoryDialog';
export {
  UnsavedChangesDialog,
  type UnsavedChangesDialogProps,
} from './PageBuilder/UnsavedChangesDialog';
export * from './reducer/builderReducer';
export { type SectionsCheck, validateSections } from './reducer/validateSections';
export type {
  SectionDefinition,
  SectionEditorProps,
  SectionFieldErrors,
} from './registry/types';
export * from './render';
export {
  ctaSection,
  defaultSectionRegistry,
  heroSection,
  imageSection,
  textSection,
} from './sections/definitions';
export { CtaEditor, HeroEditor, ImageEditor, TextEditor } from './sections/editors';

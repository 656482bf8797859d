// @charitykit/builder: the section registry, the builder's reducer and <PageBuilder>. The public
// site imports `@charitykit/builder/render` instead (no editors).

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
export { type BuilderSectionType, loadSectionDefinitions } from './registry/load';
export type { SectionDefinition } from './registry/types';
export * from './render';

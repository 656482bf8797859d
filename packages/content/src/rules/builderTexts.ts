// Zod-free on purpose: the builder's screens import these words without zod. A section type's
// own words (its label, fields, limits and messages) live in its folder in @charitykit/builder.

/**
 * The page builder's own words. The spec gives the section labels, Save Page and the messages
 * (in `messages`); the rest are ours, in the same plain style.
 */
export const pageBuilderTexts = {
  title: 'Page Builder',
  description: 'Build a page from sections, preview it as visitors will see it, and save.',
  selectPage: 'Select a page',
  selectPagePlaceholder: 'Choose a page to edit',
  noPages: 'No pages yet',
  noPagesHint: 'Create a page on the Pages screen, then come back to build its content.',
  loadingPages: 'Loading pages…',
  loadPagesFailed: (message: string) => `Could not load pages: ${message}`,
  addSection: 'Add a section',
  noSections: 'This page has no sections yet',
  noSectionsHint: 'Add a section with the buttons above.',
  savePage: 'Save Page',
  saving: 'Saving…',
  undo: 'Undo',
  redo: 'Redo',
  moveUp: 'Move up',
  moveDown: 'Move down',
  remove: 'Remove',
  preview: 'Preview',
  edit: 'Edit',
  previewPage: 'Preview page',
  closePreview: 'Close preview',
  phone: 'Phone',
  desktop: 'Desktop',
  previewWidth: 'Preview width',
  previewFrameTitle: (pageTitle: string, width: string) =>
    `${pageTitle}, as visitors see it (${width.toLowerCase()} width)`,
  goToPages: 'Go to Pages',
  unsaved: 'Unsaved changes',
  allSaved: 'All changes saved',
  position: (position: number, total: number) => `Section ${position} of ${total}`,
  moved: (label: string, position: number, total: number) =>
    `${label} moved to position ${position} of ${total}`,
  added: (label: string, position: number) => `${label} added as section ${position}`,
  removed: (label: string) => `${label} removed`,
  undone: 'Change undone',
  redone: 'Change redone',
  fixErrors: 'Some sections need attention before the page can be saved',
  unsavedTitle: 'Discard unsaved changes?',
  unsavedDescription:
    'You have changes to this page that are not saved. If you leave now, they will be lost.',
  discard: 'Discard changes',
  keepEditing: 'Keep editing',
  shortcuts: 'Undo with Ctrl+Z (Cmd+Z on a Mac), redo with Shift+Ctrl+Z.',
  chooseFromLibrary: 'Choose from Media Library',
} as const;

/** The image section's media-library picker. */
export const mediaPickerTexts = {
  title: 'Choose an image',
  description: 'Images from the media library. Choosing one fills in its address and alt text.',
  images: 'Images',
  loading: 'Loading images…',
  failed: (message: string) => `Could not load the media library: ${message}`,
  empty: 'No images in the media library yet',
  emptyHint: 'Upload images on the Upload Media screen, or paste an image address instead.',
  cancel: 'Cancel',
  noAlt: 'No alt text',
} as const;

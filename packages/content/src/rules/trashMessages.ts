/**
 * Toasts of the trash (issue 25), beside the spec's "Page deleted successfully" and "Media file
 * deleted successfully", whose Undo button they follow. A module of its own: the data hooks
 * need only these, not the screens' words in `pageChanges`.
 */
export const trashMessages = {
  undo: 'Undo',
  pageRestored: 'Page restored',
  pageRestoreFailed: (message: string): string => `Failed to restore page: ${message}`,
  pageDeletedPermanently: 'Page deleted permanently',
  pageDeletePermanentlyFailed: (message: string): string =>
    `Failed to delete page permanently: ${message}`,
  mediaRestored: 'Media file restored',
  mediaRestoreFailed: (message: string): string => `Failed to restore media file: ${message}`,
  mediaDeletedPermanently: 'Media file deleted permanently',
  mediaDeletePermanentlyFailed: (message: string): string =>
    `Failed to delete media file permanently: ${message}`,
} as const;

/**
 * Issue 25's words: the trash and Undo for pages and media files, a page's history
 * (revisions), and the message shown when someone else saved a page since it was opened. The
 * spec gives none of these; they are ours, in the spec's plain style. The spec's own messages
 * ("Page deleted successfully", …) stay in `messages`.
 */

// Made on first use: a formatter built at import would keep this module in every bundle that
// imports the package, used or not.
let ukDateTime: Intl.DateTimeFormat | undefined;

/**
 * When something was saved, in UK time, as a person says it: "14:32 on 25 November 2026".
 * An unreadable date gives "an unknown time".
 */
export function formatSavedAt(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return 'an unknown time';
  ukDateTime ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const parts = Object.fromEntries(
    ukDateTime.formatToParts(date).map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return `${parts.hour}:${parts.minute} on ${parts.day} ${parts.month} ${parts.year}`;
}

/** The Trash views of the Pages and Media Library screens. */
export const trashTexts = {
  trash: 'Trash',
  backToPages: 'Back to pages',
  backToMedia: 'Back to media library',
  pagesTitle: 'Pages in the Trash',
  mediaTitle: 'Media files in the Trash',
  description: (days: number) =>
    `Deleted items stay here for ${days} days, then they are deleted permanently.`,
  pagesCaption: 'Deleted pages',
  mediaCaption: 'Deleted media files',
  columns: {
    title: 'Title',
    file: 'File',
    slug: 'Slug',
    deleted: 'Deleted',
    actions: 'Actions',
  },
  deletedBy: (when: string, who: string | null) => (who ? `${when} by ${who}` : when),
  restore: 'Restore',
  deletePermanently: 'Delete permanently',
  restoreItem: (name: string) => `Restore ${name}`,
  deletePermanentlyItem: (name: string) => `Delete permanently ${name}`,
  emptyPages: 'The trash is empty',
  emptyPagesHint: 'Pages you delete stay here for 30 days, so you can restore them.',
  emptyMedia: 'The trash is empty',
  emptyMediaHint: 'Media files you delete stay here for 30 days, so you can restore them.',
  loadFailed: 'The trash could not be loaded.',
} as const;

/** The Page Builder's History. */
export const historyTexts = {
  history: 'History',
  title: (pageTitle: string) => `History of ${pageTitle}`,
  description:
    'Earlier versions of this page, newest first. Restore one to load it into the builder as unsaved changes; Save Page then publishes it.',
  loading: 'Loading history…',
  failed: (message: string) => `Could not load the history: ${message}`,
  empty: 'No earlier versions yet',
  emptyHint: 'Each time you save the page, the version it replaces is kept here.',
  listLabel: 'Earlier versions',
  saved: (when: string, who: string | null) =>
    who ? `Saved at ${when} by ${who}` : `Saved at ${when}`,
  sections: (count: number) => `${count} ${count === 1 ? 'section' : 'sections'}`,
  restore: 'Restore',
  restoreVersion: (when: string) => `Restore the version saved at ${when}`,
  restoring: 'Loading…',
  restoreFailed: (message: string) => `Could not load that version: ${message}`,
  restored: (when: string) =>
    `The version saved at ${when} is loaded as unsaved changes. Save Page to publish it, or Undo.`,
  close: 'Close',
} as const;

/** Someone else saved the page since it was opened (builder and Edit Page dialog). */
export const pageConflictTexts = {
  title: 'Someone else has changed this page',
  message: (who: string | null, when: string) =>
    `${who ?? 'Someone else'} saved this page at ${when}, after you opened it. Reload their version to see their changes (yours here will be lost), or save over it to replace their changes with yours.`,
  reload: 'Reload their version',
  saveOver: 'Save over it',
  gone: 'This page no longer exists: it may have been deleted.',
} as const;

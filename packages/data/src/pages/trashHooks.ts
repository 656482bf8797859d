'use client';

/**
 * Deleting a page with Undo, and its trash (issue 25): a delete moves the item into the trash, its
 * toast's Undo restores it at once, and the Trash view lists, restores and deletes items
 * permanently. A module of its own, so the screens that do not delete do not load it.
 */
import { messages, trashMessages } from '@charitykit/content';
import { useRepositoryMutation, useRepositoryQuery } from '../lib/queries';
import { queryKeys } from '../lib/queryKeys';
import { undoAction } from '../trash/undo';
import type { PagesRepositories, TrashedPage } from './types';

const pageKeys = [queryKeys.pages.all, queryKeys.dashboard.all] as const;

/**
 * Deletes a page by id (no confirmation prompt, spec section 8): it goes to the trash, and
 * the "Page deleted successfully" toast has an Undo button that restores it at once.
 */
export function useDeletePage() {
  return useRepositoryMutation<string, void, PagesRepositories>({
    run: (r, id) => r.pages.remove(id),
    invalidates: pageKeys,
    success: () => messages.pageDeleted,
    successAction: (id, context) =>
      undoAction(
        context,
        (r) => r.pages.restore(id),
        pageKeys,
        trashMessages.pageRestored,
        trashMessages.pageRestoreFailed,
      ),
    failure: (message) => messages.pageDeleteFailed(message),
  });
}

/** Pages in the trash, most recently deleted first (those 30 days old are purged first). */
export function usePageTrash() {
  return useRepositoryQuery<TrashedPage[], PagesRepositories>(queryKeys.pages.trash(), (r) =>
    r.pages.listTrash(),
  );
}

/** Restore from the trash: the page comes back with its id, settings and sections. */
export function useRestorePage() {
  return useRepositoryMutation<string, void, PagesRepositories>({
    run: (r, id) => r.pages.restore(id),
    invalidates: pageKeys,
    success: () => trashMessages.pageRestored,
    failure: (message) => trashMessages.pageRestoreFailed(message),
  });
}

/** Delete permanently from the trash (with the page's history). */
export function useDeletePagePermanently() {
  return useRepositoryMutation<string, void, PagesRepositories>({
    run: (r, id) => r.pages.deletePermanently(id),
    invalidates: [queryKeys.pages.trash()],
    success: () => trashMessages.pageDeletedPermanently,
    failure: (message) => trashMessages.pageDeletePermanentlyFailed(message),
  });
}

'use client';

/**
 * Deleting with Undo, and the trash of pages and media files (issue 25): a delete moves the
 * item into the trash, its toast's Undo restores it at once, and the Trash views list, restore
 * and delete items permanently. A module of its own, so the screens that do not delete do not
 * load it.
 */
import { messages, trashMessages } from '@charitykit/content';
import type { QueryKey } from '@tanstack/react-query';
import { errorMessage } from '../errors';
import type { Repositories } from '../repositories/types';
import type { TrashedMediaFile, TrashedPage } from '../types';
import { type ActionContext, useRepositoryMutation, useRepositoryQuery } from './base';
import { queryKeys } from './queryKeys';

/**
 * Undo after a delete: restore the item, refresh what shows it, and say how it went. It runs
 * outside any component (the toast outlives the screen), so it uses the client directly.
 */
function undoAction(
  context: ActionContext,
  restore: (repositories: Repositories) => Promise<void>,
  keys: readonly QueryKey[],
  done: string,
  failed: (message: string) => string,
) {
  return {
    label: trashMessages.undo,
    onAction: () => {
      restore(context.repositories)
        .then(async () => {
          context.notify.success(done);
          await context.invalidate(keys);
        })
        .catch((error: unknown) => context.notify.error(failed(errorMessage(error))));
    },
  };
}

const pageKeys = [queryKeys.pages.all, queryKeys.dashboard.all] as const;

/**
 * Deletes a page by id (no confirmation prompt, spec section 8): it goes to the trash, and
 * the "Page deleted successfully" toast has an Undo button that restores it at once.
 */
export function useDeletePage() {
  return useRepositoryMutation<string, void>({
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
  return useRepositoryQuery<TrashedPage[]>(queryKeys.pages.trash(), (r) => r.pages.listTrash());
}

/** Restore from the trash: the page comes back with its id, settings and sections. */
export function useRestorePage() {
  return useRepositoryMutation<string, void>({
    run: (r, id) => r.pages.restore(id),
    invalidates: pageKeys,
    success: () => trashMessages.pageRestored,
    failure: (message) => trashMessages.pageRestoreFailed(message),
  });
}

/** Delete permanently from the trash (with the page's history). */
export function useDeletePagePermanently() {
  return useRepositoryMutation<string, void>({
    run: (r, id) => r.pages.deletePermanently(id),
    invalidates: [queryKeys.pages.trash()],
    success: () => trashMessages.pageDeletedPermanently,
    failure: (message) => trashMessages.pageDeletePermanentlyFailed(message),
  });
}

const mediaKeys = [queryKeys.media.all, queryKeys.dashboard.all] as const;

/**
 * Deletes a media file: it goes to the trash (its stored file stays until it is purged), and
 * the "Media file deleted successfully" toast has an Undo button that restores it at once.
 */
export function useDeleteMediaFile() {
  return useRepositoryMutation<string, void>({
    run: (r, id) => r.media.remove(id),
    invalidates: mediaKeys,
    success: () => messages.mediaDeleted,
    successAction: (id, context) =>
      undoAction(
        context,
        (r) => r.media.restore(id),
        mediaKeys,
        trashMessages.mediaRestored,
        trashMessages.mediaRestoreFailed,
      ),
    failure: (message) => messages.mediaDeleteFailed(message),
  });
}

/** Media files in the trash, most recently deleted first (those 30 days old are purged first). */
export function useMediaTrash() {
  return useRepositoryQuery<TrashedMediaFile[]>(queryKeys.media.trash(), (r) =>
    r.media.listTrash(),
  );
}

export function useRestoreMediaFile() {
  return useRepositoryMutation<string, void>({
    run: (r, id) => r.media.restore(id),
    invalidates: mediaKeys,
    success: () => trashMessages.mediaRestored,
    failure: (message) => trashMessages.mediaRestoreFailed(message),
  });
}

/** Removes the stored file, then the trash item. */
export function useDeleteMediaFilePermanently() {
  return useRepositoryMutation<string, void>({
    run: (r, id) => r.media.deletePermanently(id),
    invalidates: [queryKeys.media.trash()],
    success: () => trashMessages.mediaDeletedPermanently,
    failure: (message) => trashMessages.mediaDeletePermanentlyFailed(message),
  });
}

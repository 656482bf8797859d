'use client';

/**
 * Deleting a media file with Undo, and its trash (issue 25): a delete moves the item into the trash, its
 * toast's Undo restores it at once, and the Trash view lists, restores and deletes items
 * permanently. A module of its own, so the screens that do not delete do not load it.
 */
import { messages, trashMessages } from '@charitykit/content';
import { useRepositoryMutation, useRepositoryQuery } from '../lib/queries';
import { queryKeys } from '../lib/queryKeys';
import { undoAction } from '../trash/undo';
import type { MediaRepositories, TrashedMediaFile } from './types';

const mediaKeys = [queryKeys.media.all, queryKeys.dashboard.all] as const;

/**
 * Deletes a media file: it goes to the trash (its stored file stays until it is purged), and
 * the "Media file deleted successfully" toast has an Undo button that restores it at once.
 */
export function useDeleteMediaFile() {
  return useRepositoryMutation<string, void, MediaRepositories>({
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
  return useRepositoryQuery<TrashedMediaFile[], MediaRepositories>(queryKeys.media.trash(), (r) =>
    r.media.listTrash(),
  );
}

export function useRestoreMediaFile() {
  return useRepositoryMutation<string, void, MediaRepositories>({
    run: (r, id) => r.media.restore(id),
    invalidates: mediaKeys,
    success: () => trashMessages.mediaRestored,
    failure: (message) => trashMessages.mediaRestoreFailed(message),
  });
}

/** Removes the stored file, then the trash item. */
export function useDeleteMediaFilePermanently() {
  return useRepositoryMutation<string, void, MediaRepositories>({
    run: (r, id) => r.media.deletePermanently(id),
    invalidates: [queryKeys.media.trash()],
    success: () => trashMessages.mediaDeletedPermanently,
    failure: (message) => trashMessages.mediaDeletePermanentlyFailed(message),
  });
}

/** Undo on a "deleted" toast: the item comes back from the trash at once. */
import { trashMessages } from '@charitykit/content';
import type { QueryKey } from '@tanstack/react-query';
import { errorMessage } from '../lib/errors';
import type { ActionContext } from '../lib/queries';

/**
 * Undo after a delete: restore the item, refresh what shows it, and say how it went. It runs
 * outside any component (the toast outlives the screen), so it uses the client directly.
 */
export function undoAction<R extends object>(
  context: ActionContext<R>,
  restore: (repositories: R) => Promise<void>,
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

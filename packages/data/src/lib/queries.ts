'use client';

/**
 * What every hook is made of: a query or a mutation over the DataProvider's repositories. A
 * mutation invalidates what it changes and announces the spec's toasts through the notifier
 * (with a button, such as Undo, when it has one). `R` is the repositories a feature uses.
 */
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Notifier, requireRepositories, useDataContext } from './DataProvider';
import { type DataError, errorMessage, toDataError } from './errors';

export function useRepositoryQuery<T, R extends object>(
  queryKey: QueryKey,
  read: (repositories: R) => Promise<T>,
) {
  const { repositories } = useDataContext<R>();
  return useQuery<T, DataError>({
    queryKey,
    queryFn: async () => {
      try {
        return await read(requireRepositories(repositories));
      } catch (error) {
        throw toDataError(error);
      }
    },
  });
}

/** What a toast's action may use: the repositories, the query client and the notifier. */
export interface ActionContext<R extends object> {
  repositories: R;
  invalidate: (keys: readonly QueryKey[]) => Promise<void>;
  notify: Notifier;
}

export interface MutationSpec<TInput, TResult, R extends object> {
  run: (repositories: R, input: TInput) => Promise<TResult>;
  invalidates: readonly QueryKey[];
  success?: (input: TInput) => string;
  /** A button on the success toast (Undo after a delete). */
  successAction?: (
    input: TInput,
    context: ActionContext<R>,
  ) => { label: string; onAction: () => void };
  failure?: (message: string, input: TInput) => string;
  /**
   * A failure the screen handles itself (a page conflict: it asks what to do), so it is not
   * announced; what it shows is refreshed instead.
   */
  handled?: { when: (error: DataError) => boolean; refresh: readonly QueryKey[] };
}

export function useRepositoryMutation<TInput, TResult, R extends object>(
  spec: MutationSpec<TInput, TResult, R>,
) {
  const { repositories, notify } = useDataContext<R>();
  const queryClient = useQueryClient();
  const invalidate = async (keys: readonly QueryKey[]) => {
    await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  return useMutation<TResult, DataError, TInput>({
    mutationFn: async (input) => {
      try {
        return await spec.run(requireRepositories(repositories), input);
      } catch (error) {
        throw toDataError(error);
      }
    },
    onSuccess: async (_result, input) => {
      if (spec.success && notify) {
        const action =
          spec.successAction && repositories
            ? spec.successAction(input, { repositories, invalidate, notify })
            : undefined;
        if (action) notify.success(spec.success(input), action);
        else notify.success(spec.success(input));
      }
      await invalidate(spec.invalidates);
    },
    onError: async (error, input) => {
      if (spec.handled?.when(error)) {
        await invalidate(spec.handled.refresh);
        return;
      }
      if (spec.failure) notify?.error(spec.failure(errorMessage(error), input));
    },
  });
}

'use client';

/**
 * What every hook is made of: a query or a mutation over the DataProvider's repositories. A
 * mutation invalidates what it changes and announces the spec's toasts through the notifier
 * (with a button, such as Undo, when it has one); a page conflict is not announced as a failure
 * (the screen asks what to do).
 */
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOptionalAuth } from '../auth/AuthProvider';
import { type DataError, errorMessage, isPageConflict, toDataError } from '../errors';
import type { Repositories } from '../repositories/types';
import { type Notifier, requireRepositories, useDataContext } from './DataProvider';
import { queryKeys } from './queryKeys';

export function useRepositoryQuery<T>(
  queryKey: QueryKey,
  read: (repositories: Repositories) => Promise<T>,
) {
  const { repositories } = useDataContext();
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
export interface ActionContext {
  repositories: Repositories;
  invalidate: (keys: readonly QueryKey[]) => Promise<void>;
  notify: Notifier;
}

export interface MutationSpec<TInput, TResult> {
  run: (repositories: Repositories, input: TInput, userId: string | null) => Promise<TResult>;
  invalidates: readonly QueryKey[];
  success?: (input: TInput) => string;
  /** A button on the success toast (Undo after a delete). */
  successAction?: (
    input: TInput,
    context: ActionContext,
  ) => { label: string; onAction: () => void };
  failure?: (message: string, input: TInput) => string;
}

export function useRepositoryMutation<TInput, TResult>(spec: MutationSpec<TInput, TResult>) {
  const { repositories, notify } = useDataContext();
  const auth = useOptionalAuth();
  const userId = auth?.user?.id ?? null;
  const queryClient = useQueryClient();
  return useMutation<TResult, DataError, TInput>({
    mutationFn: async (input) => {
      try {
        return await spec.run(requireRepositories(repositories), input, userId);
      } catch (error) {
        throw toDataError(error);
      }
    },
    onSuccess: async (_result, input) => {
      const invalidate = async (keys: readonly QueryKey[]) => {
        await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      };
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
      // Someone else saved the page meanwhile: the screen asks what to do (reload or save
      // over), so this is not announced as a failure. What it shows is refreshed.
      if (isPageConflict(error)) {
        await queryClient.invalidateQueries({ queryKey: queryKeys.pages.all });
        return;
      }
      if (spec.failure) notify?.error(spec.failure(errorMessage(error), input));
    },
  });
}

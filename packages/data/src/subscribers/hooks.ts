'use client';

/**
 * The Subscribers screen's hooks (issue 37). Opening the list first purges sign-ups left
 * unconfirmed for 30 days, so none is ever shown; removing refreshes the list.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requireRepositories, useDataContext } from '../lib/DataProvider';
import { type DataError, toDataError } from '../lib/errors';
import { queryKeys } from '../lib/queryKeys';
import type {
  Subscriber,
  SubscriberCounts,
  SubscribersRepositories,
  SubscribersRepository,
} from './types';

function useRepository(): () => SubscribersRepository {
  const { repositories } = useDataContext<SubscribersRepositories>();
  return () => requireRepositories(repositories).subscribers;
}

async function wrapped<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toDataError(error);
  }
}

/** Every subscriber, newest sign-up first (after the purge of stale pending sign-ups). */
export function useSubscribers() {
  const repository = useRepository();
  return useQuery<Subscriber[], DataError>({
    queryKey: queryKeys.subscribers.list(),
    queryFn: () =>
      wrapped(async () => {
        await repository().purgePending();
        return repository().list();
      }),
  });
}

/** Removes a subscriber for good (the screen offers Undo before calling this). */
export function useRemoveSubscriber() {
  const repository = useRepository();
  const queryClient = useQueryClient();
  return useMutation<void, DataError, string>({
    mutationFn: (id) => wrapped(() => repository().remove(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.subscribers.all }),
  });
}

/** How many subscribers are in each state. */
export function subscriberCounts(rows: readonly Subscriber[]): SubscriberCounts {
  const counts: SubscriberCounts = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}

'use client';

/**
 * The Activity screen's hooks (issue 33): the log a page at a time, newest first, narrowed by
 * the filter; and every matching entry for the export.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { requireRepositories, useDataContext } from '../lib/DataProvider';
import { type DataError, toDataError } from '../lib/errors';
import { queryKeys } from '../lib/queryKeys';
import type { ActivityEntry, ActivityFilter, ActivityPage, ActivityRepositories } from './types';

/** Entries per page of the list. */
export const ACTIVITY_PAGE_SIZE = 50;
/** The most one export holds (a year of a busy charity's changes fits many times over). */
export const ACTIVITY_EXPORT_LIMIT = 10_000;

async function wrapped<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toDataError(error);
  }
}

/** The entries matching `filter`, newest first, ACTIVITY_PAGE_SIZE at a time. */
export function useActivity(filter: ActivityFilter, options: { enabled?: boolean } = {}) {
  const { repositories } = useDataContext<ActivityRepositories>();
  return useInfiniteQuery<
    ActivityPage,
    DataError,
    { pages: ActivityPage[] },
    readonly unknown[],
    number
  >({
    queryKey: queryKeys.activity.list(filter),
    // A record of what was done is read fresh each time the screen opens.
    staleTime: 0,
    enabled: options.enabled ?? true,
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.hasMore ? pages.reduce((n, page) => n + page.entries.length, 0) : undefined,
    queryFn: ({ pageParam }) =>
      wrapped(() =>
        requireRepositories(repositories).activity.list(filter, pageParam, ACTIVITY_PAGE_SIZE),
      ),
  });
}

/** Reads every entry matching `filter` (up to ACTIVITY_EXPORT_LIMIT), for the CSV export. */
export function useActivityExport(): (filter: ActivityFilter) => Promise<ActivityEntry[]> {
  const { repositories } = useDataContext<ActivityRepositories>();
  return useCallback(
    (filter: ActivityFilter) =>
      wrapped(async () => {
        const { entries } = await requireRepositories(repositories).activity.list(
          filter,
          0,
          ACTIVITY_EXPORT_LIMIT,
        );
        return entries;
      }),
    [repositories],
  );
}

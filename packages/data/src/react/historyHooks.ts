'use client';

/** A page's history (issue 25): its earlier contents, newest first, and one content by id. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type DataError, toDataError } from '../errors';
import type { PageContent, PageRevision } from '../types';
import { requireRepositories, useDataContext } from './DataProvider';
import { queryKeys } from './queryKeys';

/** A page's earlier contents, newest first; nothing is fetched while `pageId` is null. */
export function usePageRevisions(pageId: string | null) {
  const { repositories } = useDataContext();
  return useQuery<PageRevision[], DataError>({
    queryKey: queryKeys.pages.revisions(pageId ?? ''),
    enabled: pageId !== null,
    queryFn: async () => {
      try {
        return await requireRepositories(repositories).pages.listRevisions(pageId ?? '');
      } catch (error) {
        throw toDataError(error);
      }
    },
  });
}

/** Loads one revision's content (cached by id: a revision never changes). */
export function useLoadRevisionContent(): (revisionId: number) => Promise<PageContent> {
  const { repositories } = useDataContext();
  const queryClient = useQueryClient();
  return useCallback(
    (revisionId: number) =>
      queryClient.fetchQuery({
        queryKey: queryKeys.pages.revision(revisionId),
        staleTime: Number.POSITIVE_INFINITY,
        queryFn: async () => {
          try {
            return await requireRepositories(repositories).pages.revisionContent(revisionId);
          } catch (error) {
            throw toDataError(error);
          }
        },
      }),
    [queryClient, repositories],
  );
}

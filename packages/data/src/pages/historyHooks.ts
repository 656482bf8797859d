'use client';

/** A page's history (issue 25): its earlier contents, newest first, and one content by id. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { requireRepositories, useDataContext } from '../lib/DataProvider';
import { type DataError, toDataError } from '../lib/errors';
import { queryKeys } from '../lib/queryKeys';
import type { PageContent, PageRevision, PagesRepositories } from './types';

/** A page's earlier contents, newest first; nothing is fetched while `pageId` is null. */
export function usePageRevisions(pageId: string | null) {
  const { repositories } = useDataContext<PagesRepositories>();
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
  const { repositories } = useDataContext<PagesRepositories>();
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

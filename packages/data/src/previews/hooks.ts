'use client';

/** Share preview (issue 25): a page's links that show it to anyone until they end. */
import { publishingMessages } from '@charitykit/content';
import { useRepositoryMutation, useRepositoryQuery } from '../lib/queries';
import { queryKeys } from '../lib/queryKeys';
import type { PreviewLink, PreviewLinksRepositories } from './types';

/** The page's share-preview links that still work, newest first. */
export function usePreviewLinks(pageId: string) {
  return useRepositoryQuery<PreviewLink[], PreviewLinksRepositories>(
    queryKeys.previewLinks.forPage(pageId),
    (r) => r.previewLinks.listActive(pageId),
  );
}

/** Share preview: a new link for the page (by id), valid for 7 days. */
export function useCreatePreviewLink() {
  return useRepositoryMutation<string, PreviewLink, PreviewLinksRepositories>({
    run: (r, pageId) => r.previewLinks.create(pageId),
    invalidates: [queryKeys.previewLinks.all],
    success: () => publishingMessages.previewLinkCreated,
    failure: (message) => publishingMessages.previewLinkCreateFailed(message),
  });
}

/** Revokes a share-preview link (by id) at once. */
export function useRevokePreviewLink() {
  return useRepositoryMutation<string, void, PreviewLinksRepositories>({
    run: (r, id) => r.previewLinks.revoke(id),
    invalidates: [queryKeys.previewLinks.all],
    success: () => publishingMessages.previewLinkRevoked,
    failure: (message) => publishingMessages.previewLinkRevokeFailed(message),
  });
}

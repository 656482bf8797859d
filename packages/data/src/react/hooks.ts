'use client';

/**
 * React Query hooks, one per use case of the back-office. Queries and mutations go through
 * the repositories of the nearest DataProvider; mutations invalidate what they change and,
 * when the DataProvider has a notifier, announce the spec's toasts (section 8). Errors stay
 * available on the hook too (`error.message` is the service's message).
 */
import { messages, publishingMessages } from '@charitykit/content';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useOptionalAuth } from '../auth/AuthProvider';
import { type DataError, errorMessage, toDataError } from '../errors';
import type { Repositories } from '../repositories/types';
import type {
  BuilderPage,
  DashboardCounts,
  MediaDetailsInput,
  MediaFile,
  Page,
  PageInput,
  PreviewLink,
  SectionInput,
  SiteSettingValues,
} from '../types';
import { requireRepositories, useDataContext } from './DataProvider';
import { queryKeys } from './queryKeys';

function useRepositoryQuery<T>(
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

interface MutationSpec<TInput, TResult> {
  run: (repositories: Repositories, input: TInput, userId: string | null) => Promise<TResult>;
  invalidates: readonly QueryKey[];
  success?: (input: TInput) => string;
  failure?: (message: string, input: TInput) => string;
}

function useRepositoryMutation<TInput, TResult>(spec: MutationSpec<TInput, TResult>) {
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
      if (spec.success) notify?.success(spec.success(input));
      await Promise.all(
        spec.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error, input) => {
      if (spec.failure) notify?.error(spec.failure(errorMessage(error), input));
    },
  });
}

// Pages --------------------------------------------------------------------------------------

/** Every page, most recently updated first. */
export function usePages() {
  return useRepositoryQuery<Page[]>(queryKeys.pages.list(), (r) => r.pages.list());
}

/** Creates a page (empty content, created by the signed-in user). */
export function useCreatePage() {
  return useRepositoryMutation<PageInput, Page>({
    run: (r, input, userId) => r.pages.create(input, userId),
    invalidates: [queryKeys.pages.all, queryKeys.dashboard.all],
    success: () => messages.pageCreated,
    failure: (message) => messages.pageCreateFailed(message),
  });
}

export interface UpdatePageInput {
  id: string;
  values: PageInput;
}

export function useUpdatePage() {
  return useRepositoryMutation<UpdatePageInput, Page>({
    run: (r, { id, values }) => r.pages.update(id, values),
    invalidates: [queryKeys.pages.all, queryKeys.dashboard.all],
    success: () => messages.pageUpdated,
    failure: (message) => messages.pageUpdateFailed(message),
  });
}

/** Deletes a page by id (no confirmation prompt, spec section 8). */
export function useDeletePage() {
  return useRepositoryMutation<string, void>({
    run: (r, id) => r.pages.remove(id),
    invalidates: [queryKeys.pages.all, queryKeys.dashboard.all],
    success: () => messages.pageDeleted,
    failure: (message) => messages.pageDeleteFailed(message),
  });
}

/** The page builder's page picker: id, title, slug and content, by title. */
export function useBuilderPages() {
  return useRepositoryQuery<BuilderPage[]>(queryKeys.pages.builder(), (r) =>
    r.pages.listForBuilder(),
  );
}

export interface SavePageSectionsInput {
  pageId: string;
  sections: readonly SectionInput[];
}

/** Save Page in the builder. */
export function useSavePageSections() {
  return useRepositoryMutation<SavePageSectionsInput, void>({
    run: (r, { pageId, sections }) => r.pages.saveSections(pageId, sections),
    invalidates: [queryKeys.pages.all],
    success: () => messages.pageSaved,
    failure: (message) => messages.pageSaveFailed(message),
  });
}

// Dashboard ----------------------------------------------------------------------------------

export function useDashboardCounts() {
  return useRepositoryQuery<DashboardCounts>(queryKeys.dashboard.counts(), (r) =>
    r.dashboard.counts(),
  );
}

// Media --------------------------------------------------------------------------------------

/** Every media file, newest first. */
export function useMediaFiles() {
  return useRepositoryQuery<MediaFile[]>(queryKeys.media.list(), (r) => r.media.list());
}

export interface UpdateMediaInput {
  id: string;
  details: MediaDetailsInput;
}

/** Saves a file's alt text and caption. */
export function useUpdateMediaFile() {
  return useRepositoryMutation<UpdateMediaInput, MediaFile>({
    run: (r, { id, details }) => r.media.updateDetails(id, details),
    invalidates: [queryKeys.media.all],
    success: () => messages.mediaUpdated,
    failure: (message) => messages.mediaUpdateFailed(message),
  });
}

/** Removes the stored file and its row. */
export function useDeleteMediaFile() {
  return useRepositoryMutation<string, void>({
    run: (r, id) => r.media.remove(id),
    invalidates: [queryKeys.media.all, queryKeys.dashboard.all],
    success: () => messages.mediaDeleted,
    failure: (message) => messages.mediaDeleteFailed(message),
  });
}

export interface UploadMediaInput {
  file: File;
  /** Receives 10, 70 and 100 as the upload advances (content's UPLOAD_PROGRESS). */
  onProgress?: (percent: number) => void;
}

/** Uploads one file of the queue: `{file} uploaded successfully` or `Failed to upload {file}: {message}`. */
export function useUploadMedia() {
  return useRepositoryMutation<UploadMediaInput, MediaFile>({
    run: (r, { file, onProgress }, userId) =>
      r.media.upload(
        file,
        onProgress ? { uploadedBy: userId, onProgress } : { uploadedBy: userId },
      ),
    invalidates: [queryKeys.media.all, queryKeys.dashboard.all],
    success: ({ file }) => messages.fileUploaded(file.name),
    failure: (message, { file }) => messages.fileUploadFailed(file.name, message),
  });
}

/** The public address of a stored file, e.g. for an <img src>. */
export function useMediaPublicUrl(): (filePath: string) => string {
  const { repositories } = useDataContext();
  return useCallback(
    (filePath: string) => requireRepositories(repositories).media.publicUrl(filePath),
    [repositories],
  );
}

// Settings -----------------------------------------------------------------------------------

/** The site settings merged over content's defaults, keyed by setting_key. */
export function useSiteSettings() {
  return useRepositoryQuery<SiteSettingValues>(queryKeys.settings.values(), (r) =>
    r.settings.read(),
  );
}

/** Saves one settings form (any subset of the settings), stamped with the signed-in user. */
export function useSaveSiteSettings() {
  return useRepositoryMutation<Partial<SiteSettingValues>, void>({
    run: (r, values, userId) => r.settings.save(values, userId),
    invalidates: [queryKeys.settings.all],
    success: () => messages.settingsUpdated,
    failure: (message) => messages.settingsUpdateFailed(message),
  });
}

// Preview (issue 25) --------------------------------------------------------------------------

/** One page by id, whatever its status, for staff's Preview; null when there is none. */
export function usePage(id: string) {
  return useRepositoryQuery<Page | null>(queryKeys.pages.one(id), (r) => r.pages.get(id));
}

/** The page's share-preview links that still work, newest first. */
export function usePreviewLinks(pageId: string) {
  return useRepositoryQuery<PreviewLink[]>(queryKeys.previewLinks.forPage(pageId), (r) =>
    r.previewLinks.listActive(pageId),
  );
}

/** Share preview: a new link for the page (by id), valid for 7 days. */
export function useCreatePreviewLink() {
  return useRepositoryMutation<string, PreviewLink>({
    run: (r, pageId) => r.previewLinks.create(pageId),
    invalidates: [queryKeys.previewLinks.all],
    success: () => publishingMessages.previewLinkCreated,
    failure: (message) => publishingMessages.previewLinkCreateFailed(message),
  });
}

/** Revokes a share-preview link (by id) at once. */
export function useRevokePreviewLink() {
  return useRepositoryMutation<string, void>({
    run: (r, id) => r.previewLinks.revoke(id),
    invalidates: [queryKeys.previewLinks.all],
    success: () => publishingMessages.previewLinkRevoked,
    failure: (message) => publishingMessages.previewLinkRevokeFailed(message),
  });
}

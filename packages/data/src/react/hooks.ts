'use client';

/**
 * React Query hooks, one per use case of the back-office. Queries and mutations go through
 * the repositories of the nearest DataProvider; mutations invalidate what they change and,
 * when the DataProvider has a notifier, announce the spec's toasts (section 8). Errors stay
 * available on the hook too (`error.message` is the service's message). Deleting with Undo and
 * the trash are in `trashHooks`, a page's history in `historyHooks` (modules of their own, so
 * screens that do not use them do not load them).
 */
import { messages, publishingMessages } from '@charitykit/content';
import { useCallback } from 'react';
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
import { useRepositoryMutation, useRepositoryQuery } from './base';
import { requireRepositories, useDataContext } from './DataProvider';
import { queryKeys } from './queryKeys';

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
  /**
   * The version the dialog was opened at. Someone else's save since makes the update fail
   * with a PageConflictError (nothing is written, no failure toast); pass
   * `conflict.current.version` to save over it.
   */
  expectedVersion: number;
}

export function useUpdatePage() {
  return useRepositoryMutation<UpdatePageInput, Page>({
    run: (r, { id, values, expectedVersion }) => r.pages.update(id, values, expectedVersion),
    invalidates: [queryKeys.pages.all, queryKeys.dashboard.all],
    success: () => messages.pageUpdated,
    failure: (message) => messages.pageUpdateFailed(message),
  });
}

/** The page builder's page picker: id, title, slug, content and version, by title. */
export function useBuilderPages() {
  return useRepositoryQuery<BuilderPage[]>(queryKeys.pages.builder(), (r) =>
    r.pages.listForBuilder(),
  );
}

export interface SavePageSectionsInput {
  pageId: string;
  sections: readonly SectionInput[];
  /** The version the builder opened (or last saved); see `UpdatePageInput.expectedVersion`. */
  expectedVersion: number;
}

/** Save Page in the builder: resolves with the page's new version. */
export function useSavePageSections() {
  return useRepositoryMutation<SavePageSectionsInput, { version: number }>({
    run: (r, { pageId, sections, expectedVersion }) =>
      r.pages.saveSections(pageId, sections, expectedVersion),
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

'use client';

/**
 * React Query hooks, one per use case of the back-office. Queries and mutations go through
 * the repositories of the nearest DataProvider; mutations invalidate what they change and,
 * when the DataProvider has a notifier, announce the spec's toasts (section 8). Errors stay
 * available on the hook too (`error.message` is the service's message).
 */
import { messages, trashMessages } from '@charitykit/content';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useOptionalAuth } from '../auth/AuthProvider';
import { type DataError, errorMessage, isPageConflict, toDataError } from '../errors';
import type { Repositories } from '../repositories/types';
import type {
  BuilderPage,
  DashboardCounts,
  MediaDetailsInput,
  MediaFile,
  Page,
  PageContent,
  PageInput,
  PageRevision,
  SectionInput,
  SiteSettingValues,
  TrashedMediaFile,
  TrashedPage,
} from '../types';
import { type Notifier, requireRepositories, useDataContext } from './DataProvider';
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

/** What a toast's action may use: the repositories, the query client and the notifier. */
interface ActionContext {
  repositories: Repositories;
  invalidate: (keys: readonly QueryKey[]) => Promise<void>;
  notify: Notifier;
}

interface MutationSpec<TInput, TResult> {
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

/**
 * Undo after a delete: restore the item, refresh what shows it, and say how it went. It runs
 * outside any component (the toast outlives the screen), so it uses the client directly.
 */
function undoAction(
  context: ActionContext,
  restore: (repositories: Repositories) => Promise<void>,
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

const pageKeys = [queryKeys.pages.all, queryKeys.dashboard.all] as const;

/**
 * Deletes a page by id (no confirmation prompt, spec section 8): it goes to the trash, and
 * the "Page deleted successfully" toast has an Undo button that restores it at once.
 */
export function useDeletePage() {
  return useRepositoryMutation<string, void>({
    run: (r, id) => r.pages.remove(id),
    invalidates: pageKeys,
    success: () => messages.pageDeleted,
    successAction: (id, context) =>
      undoAction(
        context,
        (r) => r.pages.restore(id),
        pageKeys,
        trashMessages.pageRestored,
        trashMessages.pageRestoreFailed,
      ),
    failure: (message) => messages.pageDeleteFailed(message),
  });
}

/** Pages in the trash, most recently deleted first (those 30 days old are purged first). */
export function usePageTrash() {
  return useRepositoryQuery<TrashedPage[]>(queryKeys.pages.trash(), (r) => r.pages.listTrash());
}

/** Restore from the trash: the page comes back with its id, settings and sections. */
export function useRestorePage() {
  return useRepositoryMutation<string, void>({
    run: (r, id) => r.pages.restore(id),
    invalidates: pageKeys,
    success: () => trashMessages.pageRestored,
    failure: (message) => trashMessages.pageRestoreFailed(message),
  });
}

/** Delete permanently from the trash (with the page's history). */
export function useDeletePagePermanently() {
  return useRepositoryMutation<string, void>({
    run: (r, id) => r.pages.deletePermanently(id),
    invalidates: [queryKeys.pages.trash()],
    success: () => trashMessages.pageDeletedPermanently,
    failure: (message) => trashMessages.pageDeletePermanentlyFailed(message),
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

const mediaKeys = [queryKeys.media.all, queryKeys.dashboard.all] as const;

/**
 * Deletes a media file: it goes to the trash (its stored file stays until it is purged), and
 * the "Media file deleted successfully" toast has an Undo button that restores it at once.
 */
export function useDeleteMediaFile() {
  return useRepositoryMutation<string, void>({
    run: (r, id) => r.media.remove(id),
    invalidates: mediaKeys,
    success: () => messages.mediaDeleted,
    successAction: (id, context) =>
      undoAction(
        context,
        (r) => r.media.restore(id),
        mediaKeys,
        trashMessages.mediaRestored,
        trashMessages.mediaRestoreFailed,
      ),
    failure: (message) => messages.mediaDeleteFailed(message),
  });
}

/** Media files in the trash, most recently deleted first (those 30 days old are purged first). */
export function useMediaTrash() {
  return useRepositoryQuery<TrashedMediaFile[]>(queryKeys.media.trash(), (r) =>
    r.media.listTrash(),
  );
}

export function useRestoreMediaFile() {
  return useRepositoryMutation<string, void>({
    run: (r, id) => r.media.restore(id),
    invalidates: mediaKeys,
    success: () => trashMessages.mediaRestored,
    failure: (message) => trashMessages.mediaRestoreFailed(message),
  });
}

/** Removes the stored file, then the trash item. */
export function useDeleteMediaFilePermanently() {
  return useRepositoryMutation<string, void>({
    run: (r, id) => r.media.deletePermanently(id),
    invalidates: [queryKeys.media.trash()],
    success: () => trashMessages.mediaDeletedPermanently,
    failure: (message) => trashMessages.mediaDeletePermanentlyFailed(message),
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

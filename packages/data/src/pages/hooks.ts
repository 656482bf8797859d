'use client';

/**
 * The pages' React Query hooks. Mutations invalidate what they change and, when the
 * DataProvider has a notifier, announce the spec's toasts (section 8); errors stay available on
 * the hook too (`error.message` is the service's message). Deleting with Undo and the trash are
 * in `trashHooks`, a page's history in `historyHooks` (modules of their own, so screens that do
 * not use them do not load them).
 */
import { messages } from '@charitykit/content';
import { useSignedInUserId } from '../auth/AuthProvider';
import { useRepositoryMutation, useRepositoryQuery } from '../lib/queries';
import { queryKeys } from '../lib/queryKeys';
import { isPageConflict } from './conflict';
import type { BuilderPage, Page, PageInput, PagesRepositories, SectionInput } from './types';

/**
 * Someone else saved the page meanwhile: the screen asks what to do (reload or save over), so
 * this is not announced as a failure. What it shows is refreshed.
 */
const pageConflict = { when: isPageConflict, refresh: [queryKeys.pages.all] } as const;

/** Every page, most recently updated first. */
export function usePages() {
  return useRepositoryQuery<Page[], PagesRepositories>(queryKeys.pages.list(), (r) =>
    r.pages.list(),
  );
}

/** Creates a page (empty content, created by the signed-in user). */
export function useCreatePage() {
  const userId = useSignedInUserId();
  return useRepositoryMutation<PageInput, Page, PagesRepositories>({
    run: (r, input) => r.pages.create(input, userId),
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
  return useRepositoryMutation<UpdatePageInput, Page, PagesRepositories>({
    run: (r, { id, values, expectedVersion }) => r.pages.update(id, values, expectedVersion),
    invalidates: [queryKeys.pages.all, queryKeys.dashboard.all],
    success: () => messages.pageUpdated,
    failure: (message) => messages.pageUpdateFailed(message),
    handled: pageConflict,
  });
}

/** The page builder's page picker: id, title, slug, content and version, by title. */
export function useBuilderPages() {
  return useRepositoryQuery<BuilderPage[], PagesRepositories>(queryKeys.pages.builder(), (r) =>
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
  return useRepositoryMutation<SavePageSectionsInput, { version: number }, PagesRepositories>({
    run: (r, { pageId, sections, expectedVersion }) =>
      r.pages.saveSections(pageId, sections, expectedVersion),
    invalidates: [queryKeys.pages.all],
    success: () => messages.pageSaved,
    failure: (message) => messages.pageSaveFailed(message),
    handled: pageConflict,
  });
}

/** One page by id, whatever its status, for staff's Preview (issue 25); null when there is none. */
export function usePage(id: string) {
  return useRepositoryQuery<Page | null, PagesRepositories>(queryKeys.pages.one(id), (r) =>
    r.pages.get(id),
  );
}

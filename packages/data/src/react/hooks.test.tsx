import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isPageConflict } from '../errors';
import { fixtureMedia, fixturePages } from '../msw/fixtures';
import { scenarios } from '../msw/scenarios';
import { createSupabaseRepositories } from '../repositories/supabase';
import { requestsTo, server, startMswServer, testClient } from '../testing/mswServer';
import { DataProvider, NOT_CONFIGURED } from './DataProvider';
import {
  useCreatePage,
  useDashboardCounts,
  usePages,
  useSavePageSections,
  useSaveSiteSettings,
  useSiteSettings,
  useUploadMedia,
} from './hooks';
import { useDeleteMediaFile, useDeletePage } from './trashHooks';

startMswServer();

function setup(options: { configured?: boolean } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const notify = { success: vi.fn(), error: vi.fn() };
  const repositories =
    options.configured === false ? null : createSupabaseRepositories(testClient());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataProvider repositories={repositories} notify={notify} queryClient={queryClient}>
      {children}
    </DataProvider>
  );
  return { wrapper, notify, queryClient };
}

const newPage = {
  title: 'Spring Appeal',
  slug: 'spring-appeal',
  meta_title: null,
  meta_description: null,
  status: 'draft' as const,
  template_name: 'page' as const,
};

describe('data hooks', () => {
  it('load the pages list', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => usePages(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((p) => p.id)).toEqual(fixturePages.map((p) => p.id));
  });

  it('carry the service message when a list fails', async () => {
    server.use(...scenarios.pages.error('permission denied for table pages'));
    const { wrapper } = setup();
    const { result } = renderHook(() => usePages(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('permission denied for table pages');
  });

  it('say so when no backend is configured', async () => {
    const { wrapper } = setup({ configured: false });
    const { result } = renderHook(() => useSiteSettings(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(NOT_CONFIGURED);
  });

  it('creating a page announces it and refreshes the pages and the dashboard', async () => {
    const { wrapper, notify } = setup();
    const { result } = renderHook(
      () => ({ pages: usePages(), counts: useDashboardCounts(), create: useCreatePage() }),
      {
        wrapper,
      },
    );
    await waitFor(() =>
      expect(result.current.pages.isSuccess && result.current.counts.isSuccess).toBe(true),
    );
    const before = { pages: requestsTo('/rest/v1/pages').filter((r) => r.method === 'GET').length };
    await act(() => result.current.create.mutateAsync(newPage));
    expect(notify.success).toHaveBeenCalledWith('Page created successfully');
    await waitFor(() =>
      expect(requestsTo('/rest/v1/pages').filter((r) => r.method === 'GET').length).toBe(
        before.pages + 1,
      ),
    );
    expect(requestsTo('/rest/v1/pages').filter((r) => r.method === 'HEAD').length).toBe(6);
  });

  it('a failed create shows "Failed to create page: {message}"', async () => {
    server.use(
      ...scenarios.createPage.error(
        'duplicate key value violates unique constraint "pages_slug_key"',
      ),
    );
    const { wrapper, notify } = setup();
    const { result } = renderHook(() => useCreatePage(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync(newPage).catch(() => undefined);
    });
    expect(notify.error).toHaveBeenCalledWith(
      'Failed to create page: duplicate key value violates unique constraint "pages_slug_key"',
    );
    await waitFor(() => expect(result.current.error?.message).toContain('pages_slug_key'));
  });

  it('uploading reports progress and "{file} uploaded successfully"', async () => {
    const { wrapper, notify } = setup();
    const { result } = renderHook(() => useUploadMedia(), { wrapper });
    const progress: number[] = [];
    const file = new File(['%PDF'], 'report.pdf', { type: 'application/pdf' });
    await act(() => result.current.mutateAsync({ file, onProgress: (p) => progress.push(p) }));
    expect(progress).toEqual([10, 70, 100]);
    expect(notify.success).toHaveBeenCalledWith('report.pdf uploaded successfully');
  });

  it('a failed upload shows "Failed to upload {file}: {message}"', async () => {
    server.use(...scenarios.uploadMedia.error('mime type text/html is not supported'));
    const { wrapper, notify } = setup();
    const { result } = renderHook(() => useUploadMedia(), { wrapper });
    const file = new File(['<html>'], 'page.pdf', { type: 'application/pdf' });
    await act(async () => {
      await result.current.mutateAsync({ file }).catch(() => undefined);
    });
    expect(notify.error).toHaveBeenCalledWith(
      'Failed to upload page.pdf: mime type text/html is not supported',
    );
  });

  it('deleting a media file announces it with Undo, which restores it and says so', async () => {
    const { wrapper, notify } = setup();
    const { result } = renderHook(() => useDeleteMediaFile(), { wrapper });
    const id = fixtureMedia[0]?.id ?? '';
    await act(() => result.current.mutateAsync(id));
    expect(notify.success).toHaveBeenCalledWith('Media file deleted successfully', {
      label: 'Undo',
      onAction: expect.any(Function),
    });
    const action = notify.success.mock.calls[0]?.[1] as { onAction: () => void };
    act(() => action.onAction());
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Media file restored'));
    expect(JSON.parse(requestsTo('/rest/v1/rpc/restore_media_file')[0]?.body ?? '')).toEqual({
      media_id: id,
    });
  });

  it('deleting a page announces "Page deleted successfully" with Undo; a failed Undo says why', async () => {
    server.use(...scenarios.restorePage.error('This page is no longer in the trash'));
    const { wrapper, notify } = setup();
    const { result } = renderHook(() => useDeletePage(), { wrapper });
    await act(() => result.current.mutateAsync(fixturePages[0]?.id ?? ''));
    const [message, action] = notify.success.mock.calls[0] ?? [];
    expect(message).toBe('Page deleted successfully');
    act(() => (action as { onAction: () => void }).onAction());
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Failed to restore page: This page is no longer in the trash',
      ),
    );
  });

  it('a save refused because someone else saved first is not toasted as a failure', async () => {
    server.use(...scenarios.pageConflict.populated());
    const { wrapper, notify } = setup();
    const { result } = renderHook(() => useSavePageSections(), { wrapper });
    const page = fixturePages[0];
    const error = await act(() =>
      result.current
        .mutateAsync({ pageId: page?.id ?? '', sections: [], expectedVersion: page?.version ?? 0 })
        .then(
          () => null,
          (e: unknown) => e,
        ),
    );
    expect(isPageConflict(error)).toBe(true);
    expect(notify.error).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('saving settings announces it and re-reads the settings', async () => {
    const { wrapper, notify } = setup();
    const { result } = renderHook(
      () => ({ settings: useSiteSettings(), save: useSaveSiteSettings() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.settings.isSuccess).toBe(true));
    await act(() => result.current.save.mutateAsync({ site_name: 'Hope Relief' }));
    expect(notify.success).toHaveBeenCalledWith('Settings updated successfully');
    await waitFor(() =>
      expect(requestsTo('/rest/v1/site_settings').filter((r) => r.method === 'GET')).toHaveLength(
        2,
      ),
    );
  });

  it('a refused settings save shows "Failed to update settings: {message}"', async () => {
    server.use(
      ...scenarios.saveSettings.error(
        'new row violates row-level security policy for table "site_settings"',
      ),
    );
    const { wrapper, notify } = setup();
    const { result } = renderHook(() => useSaveSiteSettings(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ site_name: 'X' }).catch(() => undefined);
    });
    expect(notify.error).toHaveBeenCalledWith(
      'Failed to update settings: new row violates row-level security policy for table "site_settings"',
    );
  });
});

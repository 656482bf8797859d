import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDashboardCounts } from '../dashboard/hooks';
import { NOT_CONFIGURED } from '../lib/DataProvider';
import { scenarios } from '../msw/scenarios';
import { isPageConflict } from '../pages/conflict';
import { fixturePages } from '../pages/fixtures';
import { useCreatePage, usePages, useSavePageSections } from '../pages/hooks';
import { useDeletePage } from '../pages/trashHooks';
import { useSiteSettings } from '../settings/hooks';
import { setup } from '../testing/hooks';
import { requestsTo, server, startMswServer } from '../testing/mswServer';

startMswServer();

const newPage = {
  title: 'Spring Appeal',
  slug: 'spring-appeal',
  meta_title: null,
  meta_description: null,
  status: 'draft' as const,
  template_name: 'page' as const,
};

describe('page hooks', () => {
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
});

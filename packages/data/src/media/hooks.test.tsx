import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureMedia } from '../media/fixtures';
import { useUploadMedia } from '../media/hooks';
import { useDeleteMediaFile } from '../media/trashHooks';
import { scenarios } from '../msw/scenarios';
import { setup } from '../testing/hooks';
import { requestsTo, server, startMswServer } from '../testing/mswServer';

startMswServer();

describe('media hooks', () => {
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
});

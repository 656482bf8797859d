import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scenarios } from '../msw/scenarios';
import { useSaveSiteSettings, useSiteSettings } from '../settings/hooks';
import { setup } from '../testing/hooks';
import { requestsTo, server, startMswServer } from '../testing/mswServer';

startMswServer();

describe('settings hooks', () => {
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

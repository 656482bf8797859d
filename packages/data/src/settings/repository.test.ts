import { messages } from '@charitykit/content';
import { describe, expect, it } from 'vitest';
import { fixtureIds } from '../auth/fixtures';
import { scenarios } from '../msw/scenarios';
import {
  failure,
  testRepositories as repositories,
  requestsTo,
  server,
  startMswServer,
} from '../testing/mswServer';

startMswServer();

describe('settings repository', () => {
  it('reads every setting, merged over the defaults', async () => {
    server.use(
      ...scenarios.settings.populated([
        {
          id: '1',
          setting_key: 'site_name',
          setting_value: 'Hope Relief Scotland',
          updated_by: null,
          created_at: '',
          updated_at: '',
        },
      ]),
    );
    const settings = await repositories().settings.read();
    expect(settings.site_name).toBe('Hope Relief Scotland');
    expect(settings.theme_colors).toEqual({
      primary: '#2A9F8E',
      secondary: '#B7DE2D',
      accent: '#FF6B6B',
    });
    expect(requestsTo('/rest/v1/site_settings')[0]?.params.get('select')).toBe('*');
  });

  it('upserts by setting_key with the value and who updated it', async () => {
    await repositories().settings.save(
      {
        site_name: 'Hope Relief',
        theme_colors: { primary: '#000000', secondary: '#111111', accent: '#222222' },
      },
      fixtureIds.admin,
    );
    const [request] = requestsTo('/rest/v1/site_settings');
    expect(request?.method).toBe('POST');
    expect(request?.params.get('on_conflict')).toBe('setting_key');
    expect(request?.headers.get('prefer')).toContain('resolution=merge-duplicates');
    expect(JSON.parse(request?.body ?? '')).toEqual([
      { setting_key: 'site_name', setting_value: 'Hope Relief', updated_by: fixtureIds.admin },
      {
        setting_key: 'theme_colors',
        setting_value: { primary: '#000000', secondary: '#111111', accent: '#222222' },
        updated_by: fixtureIds.admin,
      },
    ]);
  });

  it('reports a refused save, for "Failed to update settings: …"', async () => {
    server.use(
      ...scenarios.saveSettings.error(
        'new row violates row-level security policy for table "site_settings"',
        {
          status: 403,
          code: '42501',
        },
      ),
    );
    const error = await failure(
      repositories().settings.save({ site_name: 'X' }, fixtureIds.editor),
    );
    expect(messages.settingsUpdateFailed(error.message)).toBe(
      'Failed to update settings: new row violates row-level security policy for table "site_settings"',
    );
    expect(error.status).toBe(403);
  });

  it('reports a read failure', async () => {
    server.use(...scenarios.settings.error('Service unavailable', { status: 500 }));
    expect((await failure(repositories().settings.read())).message).toBe('Service unavailable');
  });
});

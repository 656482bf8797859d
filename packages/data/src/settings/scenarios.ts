/** MSW scenarios of the site's settings (also what the public site's reader fetches). */
import { call, clone } from '../lib/mswCall';
import { restNoContent, restRows } from '../lib/mswWire';
import { fixtureSettingRows } from './fixtures';
import type { SiteSettingRow } from './types';

export const settingsScenarios = {
  /** site_settings rows (also what the public site's reader fetches). */
  settings: call<SiteSettingRow[]>({
    steps: [
      {
        name: 'list',
        method: 'get',
        path: '/rest/v1/site_settings',
        service: 'rest',
        respond: (request, rows) => restRows(request, rows),
      },
    ],
    fixture: () => clone(fixtureSettingRows),
    empty: () => [],
  }),

  /** The settings upsert (on_conflict=setting_key). */
  saveSettings: call<null>({
    steps: [
      {
        name: 'upsert',
        method: 'post',
        path: '/rest/v1/site_settings',
        service: 'rest',
        respond: () => restNoContent(201),
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),
};

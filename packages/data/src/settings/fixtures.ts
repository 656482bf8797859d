/** The seeded settings as site_settings rows, for stories and tests. */
import { fixtureIds } from '../auth/fixtures';
import { at } from '../lib/fixtureDates';
import { defaultSettingValues, settingRows } from './merge';
import type { SiteSettingRow } from './types';

/** The seeded settings as site_settings rows. */
export const fixtureSettingRows: SiteSettingRow[] = settingRows(defaultSettingValues()).map(
  (row, index) => ({
    id: `9e8d7c6b-5a49-4382-a716-05f4e3d2c1b${index}`,
    setting_key: row.setting_key,
    setting_value: row.setting_value,
    updated_by: fixtureIds.admin,
    created_at: at('2024-01-02'),
    updated_at: at('2024-01-02'),
  }),
);

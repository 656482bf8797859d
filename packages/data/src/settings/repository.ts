/** The site's settings over supabase-js: site_settings rows, merged over content's defaults. */
import type { DataClient } from '../lib/client';
import { check, unwrap } from '../lib/result';
import { defaultSettingValues, settingRows, settingsFromRows } from './merge';
import type { SettingsRepository, SiteSettingValues } from './types';

export function createSettingsRepository(client: DataClient): SettingsRepository {
  const listRows = async () => unwrap(await client.from('site_settings').select('*'));
  return {
    listRows,
    async read(): Promise<SiteSettingValues> {
      return settingsFromRows(await listRows(), defaultSettingValues());
    },
    async save(values, updatedBy) {
      const rows = settingRows(values).map((row) => ({ ...row, updated_by: updatedBy }));
      if (rows.length === 0) return;
      check(await client.from('site_settings').upsert(rows, { onConflict: 'setting_key' }));
    },
  };
}

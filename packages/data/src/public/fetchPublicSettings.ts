/**
 * The public site's anonymous settings read: one read of PostgREST's site_settings through the
 * public reader (no supabase-js, so it stays inside the public pages' size budget). It never
 * throws: whatever goes wrong, the site shows content's defaults (decision 6).
 */
import { defaultSiteSettings, type SiteSettings } from '@charitykit/content';
import {
  defaultSettingValues,
  type SettingRowLike,
  settingsFromRows,
  toSiteSettings,
} from '../settings/merge';
import { publicRestUrl, readPublicRows } from './readPublic';

export interface PublicSettingsOptions {
  /** The Supabase project URL; empty or missing means "not configured": defaults, no request. */
  url?: string | null;
  /** The anon (public) key. */
  anonKey?: string | null;
  /** The settings to fall back on; content's defaults unless another charity gives its own. */
  defaults?: SiteSettings;
  /** Give up after this long and use the defaults (default 5000 ms). */
  timeoutMs?: number;
  /** Told why the defaults were used (unreachable, refused, malformed). */
  onError?: (error: unknown) => void;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
}

export type PublicSettingsSource = 'backend' | 'defaults';

export interface PublicSettingsResult {
  settings: SiteSettings;
  /** Where the settings came from: the backend (merged over defaults) or the defaults alone. */
  source: PublicSettingsSource;
}

function isSettingRow(value: unknown): value is SettingRowLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { setting_key?: unknown }).setting_key === 'string'
  );
}

/** The address the reader fetches, for preloading or tests. */
export function publicSettingsUrl(url: string): string {
  return publicRestUrl(url, 'site_settings', { select: 'setting_key,setting_value' });
}

export async function fetchPublicSettings(
  options: PublicSettingsOptions = {},
): Promise<PublicSettingsResult> {
  const defaults = options.defaults ?? defaultSiteSettings;
  const fallback: PublicSettingsResult = {
    settings: structuredClone(defaults),
    source: 'defaults',
  };
  const { url, anonKey } = options;
  if (!url || !anonKey) return fallback;
  try {
    const body = await readPublicRows(
      'site_settings',
      { select: 'setting_key,setting_value' },
      { url, anonKey, timeoutMs: options.timeoutMs, fetch: options.fetch },
    );
    const rows = body.filter(isSettingRow);
    return {
      settings: toSiteSettings(settingsFromRows(rows, defaultSettingValues(defaults))),
      source: 'backend',
    };
  } catch (error) {
    options.onError?.(error);
    return fallback;
  }
}

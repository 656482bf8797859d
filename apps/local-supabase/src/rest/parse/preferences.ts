/** The Prefer header (PostgREST's Preferences). */
import type { Preferences } from '../request.js';

const PREFERENCES = {
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
  params: ['single-object'],
} as const;

/**
 * `Prefer` is comma-separated `key=value` items, possibly over several headers (joined by the
 * HTTP layer with commas). As in PostgREST, the first occurrence of a preference wins, and items
 * it does not know are kept aside: ignored, unless handling=strict refuses them (PGRST122).
 */
export function parsePreferences(raw: string | undefined): Preferences {
  const out: Preferences = {};
  for (const part of (raw ?? '').split(',')) {
    const item = part.trim();
    if (item === '') continue;
    const eq = item.indexOf('=');
    const key = eq < 0 ? item : item.slice(0, eq);
    const value = eq < 0 ? '' : item.slice(eq + 1);
    if (key === 'max-affected' && /^\d{1,18}$/.test(value)) {
      out.maxAffected ??= Number(value);
      continue;
    }
    if (key === 'timezone' && eq >= 0) continue;
    const allowed: readonly string[] | undefined = Object.hasOwn(PREFERENCES, key)
      ? PREFERENCES[key as keyof typeof PREFERENCES]
      : undefined;
    if (!allowed?.includes(value)) {
      out.invalid = [...(out.invalid ?? []), item];
      continue;
    }
    const k = key as keyof typeof PREFERENCES;
    if (out[k] === undefined) (out as Record<string, unknown>)[k] = value;
  }
  return out;
}

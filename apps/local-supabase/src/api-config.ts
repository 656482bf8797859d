/**
 * The settings local-supabase takes from supabase/config.toml, the file the Supabase CLI reads
 * for hosted and local projects alike, so one setting means the same in both places. Only the
 * few keys used here are read, by a reader for TOML's `[table]` and `key = value` lines.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface ApiConfig {
  /** [api] max_rows: the most rows one REST read answers with (PostgREST's db-max-rows). */
  maxRows?: number | undefined;
  /** [api] schemas: the schemas the REST API exposes (PostgREST's db-schemas). */
  schemas?: string[] | undefined;
  /** [api] extra_search_path: put on the search_path after the request's schema. */
  extraSearchPath?: string[] | undefined;
}

/** A TOML array of strings, `["public", "reporting"]`. */
function stringList(value: string | undefined, what: string): string[] | undefined {
  if (value === undefined) return undefined;
  const m = /^\[(.*)\]$/s.exec(value.trim());
  if (!m) throw new Error(`${what} must be an array of strings`);
  const items = (m[1] ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');
  return items.map((x) => {
    const s = /^"([^"]*)"$|^'([^']*)'$/.exec(x);
    if (!s) throw new Error(`${what} must be an array of strings`);
    return s[1] ?? s[2] ?? '';
  });
}

/** `table.key` -> raw value text, for the simple lines of a TOML file. */
export function readTomlValues(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let table = '';
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+#.*$/, '').trim();
    if (line === '' || line.startsWith('#')) continue;
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      table = (header[1] ?? '').trim();
      continue;
    }
    const kv = /^([A-Za-z0-9_.-]+)\s*=\s*(.+)$/.exec(line);
    if (kv) out.set(table ? `${table}.${kv[1]}` : (kv[1] ?? ''), (kv[2] ?? '').trim());
  }
  return out;
}

function positiveInt(value: string | undefined, what: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${what} must be a positive integer`);
  return n;
}

/** Reads `<supabaseDir>/config.toml`; a missing file means no settings. */
export async function loadApiConfig(supabaseDir: string): Promise<ApiConfig> {
  const file = path.join(supabaseDir, 'config.toml');
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return {};
  const values = readTomlValues(text);
  return {
    maxRows: positiveInt(values.get('api.max_rows'), `[api] max_rows in ${file}`),
    schemas: stringList(values.get('api.schemas'), `[api] schemas in ${file}`),
    extraSearchPath: stringList(
      values.get('api.extra_search_path'),
      `[api] extra_search_path in ${file}`,
    ),
  };
}

/**
 * The new API keys (`sb_publishable_…`, `sb_secret_…`), made once and kept in the data
 * directory beside the legacy anon and service-role JWTs. They are not JWTs: as hosted
 * Supabase's gateway does, a request carrying one in `apikey` has it swapped for a JWT of the
 * key's role before any service sees it, so REST, Storage and Auth answer exactly as with the
 * legacy key of that role.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface ApiKeys {
  publishableKey: string;
  secretKey: string;
}

export function apiKeyFile(dataDir: string): string {
  return path.join(dataDir, 'api-keys.json');
}

const PUBLISHABLE = 'sb_publishable_';
const SECRET = 'sb_secret_';

function valid(keys: Partial<ApiKeys>): keys is ApiKeys {
  return (
    typeof keys.publishableKey === 'string' &&
    keys.publishableKey.startsWith(PUBLISHABLE) &&
    typeof keys.secretKey === 'string' &&
    keys.secretKey.startsWith(SECRET)
  );
}

export async function loadApiKeys(dataDir: string): Promise<ApiKeys> {
  const file = apiKeyFile(dataDir);
  const read = async () => {
    const keys = JSON.parse(await readFile(file, 'utf8')) as Partial<ApiKeys>;
    if (!valid(keys)) throw new Error(`${file} does not hold a publishable and a secret key`);
    return keys;
  };
  if (existsSync(file)) return read();
  const keys: ApiKeys = {
    publishableKey: `${PUBLISHABLE}${randomBytes(24).toString('base64url')}`,
    secretKey: `${SECRET}${randomBytes(24).toString('base64url')}`,
  };
  const written = await writeFile(file, `${JSON.stringify(keys, null, 2)}\n`, {
    mode: 0o600,
    flag: 'wx',
  }).then(
    () => true,
    () => false,
  );
  return written ? keys : read();
}

export const isNewApiKey = (key: string): boolean => key.startsWith('sb_');

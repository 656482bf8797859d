/**
 * Configuration that lives in the data directory: the JWT secret (generated once, kept so
 * keys stay valid across restarts), the anon / service-role keys derived from it, and the
 * publishable and secret API keys (identity/api-keys.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';
import { repoRoot } from './db/migrate.js';
import { type ApiKeys, loadApiKeys } from './identity/api-keys.js';

export const DEFAULT_PORT = 54321;

export function defaultDataDir(): string {
  return path.resolve(
    process.env.LOCAL_SUPABASE_DATA_DIR ?? path.join(repoRoot, 'apps/local-supabase/.data'),
  );
}

export function defaultPort(): number {
  const raw = process.env.LOCAL_SUPABASE_PORT;
  const port = raw ? Number(raw) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`LOCAL_SUPABASE_PORT must be a port number, got ${raw}`);
  }
  return port;
}

export interface Keys extends ApiKeys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
}

/** Fixed issue time so the keys are a pure function of the secret. */
const KEY_IAT = 1_700_000_000;
const KEY_EXP = KEY_IAT + 20 * 365 * 24 * 3600;

export async function loadKeys(dataDir: string): Promise<Keys> {
  await mkdir(dataDir, { recursive: true });
  const secretFile = path.join(dataDir, 'jwt-secret');
  let jwtSecret: string;
  if (existsSync(secretFile)) {
    jwtSecret = (await readFile(secretFile, 'utf8')).trim();
  } else {
    jwtSecret = randomBytes(32).toString('hex');
    // 'wx' so two processes racing to create it cannot both win.
    await writeFile(secretFile, `${jwtSecret}\n`, { mode: 0o600, flag: 'wx' }).catch(async () => {
      jwtSecret = (await readFile(secretFile, 'utf8')).trim();
    });
  }
  const key = new TextEncoder().encode(jwtSecret);
  const sign = (role: string) =>
    new SignJWT({ iss: 'supabase', ref: 'local', role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(KEY_IAT)
      .setExpirationTime(KEY_EXP)
      .sign(key);
  return {
    jwtSecret,
    anonKey: await sign('anon'),
    serviceRoleKey: await sign('service_role'),
    ...(await loadApiKeys(dataDir)),
  };
}

/** The keys as print-env shows them, `NAME=value` lines. */
export async function keyEnv(dataDir: string): Promise<string[]> {
  const k = await loadKeys(dataDir);
  return [
    `SUPABASE_ANON_KEY=${k.anonKey}`,
    `SUPABASE_SERVICE_ROLE_KEY=${k.serviceRoleKey}`,
    `SUPABASE_PUBLISHABLE_KEY=${k.publishableKey}`,
    `SUPABASE_SECRET_KEY=${k.secretKey}`,
  ];
}

/** Where a running server announces itself, so the CLI can talk to it instead of the files. */
export function serverInfoFile(dataDir: string): string {
  return path.join(dataDir, 'server.json');
}

export interface ServerInfo {
  pid: number;
  url: string;
  port: number;
}

/** Everything a request handler needs, built once per server. */
import type { SignInLimiter } from './auth/rate-limit.js';
import type { Keys } from './config.js';
import type { Db } from './db/index.js';
import type { TrustedProxies } from './http/client-ip.js';
import type { SchemaCache } from './rest/schema.js';

export interface Ctx {
  db: Db;
  keys: Keys;
  secret: Uint8Array;
  /** Public base URL, e.g. http://127.0.0.1:54321 */
  url: string;
  dataDir: string;
  limiter: SignInLimiter;
  /** Proxies whose X-Forwarded-For is believed (http/client-ip.ts). */
  trustedProxies: TrustedProxies;
  schema: SchemaCache;
  /** Access-token lifetime in seconds. */
  jwtExpiry: number;
  /** A rotated refresh token presented again within this window is a benign race. */
  refreshReuseIntervalMs: number;
  /** Rebuilds the database (POST /_local/reset); set by the server. */
  reset: () => Promise<{ firstAdmin?: { email: string; password: string } | undefined }>;
}

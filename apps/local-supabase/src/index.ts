/**
 * local-supabase: a Supabase-compatible server (Auth, PostgREST dialect, Storage) over PGlite
 * or PostgreSQL. `startLocalSupabase` is the programmatic entry used by `serve` and by tests.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { adminService } from './admin/index.js';
import { loadApiConfig } from './api-config.js';
import { loadAuthConfig } from './auth/config.js';
import { EmailLimiter, type EmailLimits } from './auth/email-limit.js';
import { authService } from './auth/index.js';
import { redirectRules } from './auth/links.js';
import { noMailer, smtpMailer } from './auth/mailer.js';
import { MfaLimiter, type MfaSettings } from './auth/mfa-config.js';
import { linkKey } from './auth/one-time.js';
import { DEFAULT_RATE_LIMITS, type RateLimitOptions, SignInLimiter } from './auth/rate-limit.js';
import { DEFAULT_VERIFY_LIMITS, VerifyLimits } from './auth/verify-limits.js';
import { WindowLimiter } from './auth/window-limit.js';
import { STAGING_PREFIX, takeSnapshot } from './backup/archive.js';
import { loadKeys, type ServerInfo, serverInfoFile } from './config.js';
import { cleanStaging, cleanUploadTemps, privateUmask, securePermissions } from './data-dir.js';
import { openDb } from './db/index.js';
import { supabaseDir as defaultSupabaseDir, migrate, resetSchemas } from './db/migrate.js';
import { loadRoleTimeouts } from './db/role.js';
import { asService } from './db/service-role.js';
import { parseTrustedProxies } from './http/client-ip.js';
import { behindGateway, newApiKeyGateway, roleTokens } from './http/gateway.js';
import { createHttpServer, type HttpTimeouts } from './http/server.js';
import { createCallerIdentifier } from './identity/caller.js';
import { loadJwtKeys, type SigningAlgorithm, signingAlgorithm } from './identity/keys.js';
import { type MailSink, startMailSink } from './mail/sink.js';
import { MailStore } from './mail/store.js';
import { MAIL_PREFIX, mailViewerService } from './mail/viewer.js';
import { restService } from './rest/handler.js';
import { createApiSchemas } from './rest/schema.js';
import { ensureFirstAdmin, type FirstAdmin } from './staff.js';
import { ObjectFiles } from './storage/files.js';
import { storageService } from './storage/index.js';
import { WriteGate } from './write-gate.js';

export { serveEnvOptions } from './mail/setting.js';
export type { FirstAdmin } from './staff.js';

export interface StartOptions {
  /** 0 picks a free port. */
  port: number;
  dataDir: string;
  /** A PostgreSQL connection string; when absent the database is PGlite in dataDir/pgdata. */
  databaseUrl?: string | undefined;
  host?: string | undefined;
  /** Create the first admin when none exists (serve does; tests usually do not). */
  firstAdmin?: { email?: string | undefined; password?: string | undefined } | false | undefined;
  rateLimits?: Partial<RateLimitOptions> | undefined;
  /**
   * Reverse proxies whose X-Forwarded-For names the client (addresses or CIDR ranges); default
   * LOCAL_SUPABASE_TRUSTED_PROXIES, else none.
   */
  trustedProxies?: readonly string[] | string | undefined;
  /** Access-token lifetime in seconds; default [auth] jwt_expiry of config.toml, else 3600. */
  jwtExpiry?: number | undefined;
  /** GoTrue's refresh_token_reuse_interval in milliseconds; default config.toml's, else 10 000. */
  refreshReuseIntervalMs?: number | undefined;
  log?: ((msg: string) => void) | undefined;
  /** A directory holding migrations/ and seed.sql (default: the repository's supabase/). */
  supabaseDir?: string | undefined;
  /** The most rows a REST read answers with; default [api] max_rows of supabaseDir/config.toml. */
  maxRows?: number | undefined;
  /** How slowly a client may send headers and requests (http/server.ts DEFAULT_TIMEOUTS). */
  httpTimeouts?: HttpTimeouts | undefined;
  /**
   * Where invite and recovery e-mails go out (`smtp://user:pass@host:port` or `smtps://`);
   * default SMTP_URL. Without one nothing is e-mailed: generate_link hands links out instead.
   */
  smtpUrl?: string | undefined;
  /** The From of those e-mails; default SMTP_FROM, else `no-reply@<site host>`. */
  mailFrom?: string | undefined;
  /** The site one-time links lead to; default LOCAL_SUPABASE_SITE_URL, else config.toml. */
  siteUrl?: string | undefined;
  /** More addresses links may lead to; default LOCAL_SUPABASE_REDIRECT_URLS (comma-separated). */
  redirectUrls?: string | undefined;
  /**
   * How long one-time codes and links work, in seconds; default [auth.email] otp_expiry of
   * config.toml, else 3600 (the Supabase CLI's and hosted's default).
   */
  linkExpirySeconds?: number | undefined;
  /** Digits in a one-time code; default [auth.email] otp_length, else 6. */
  otpLength?: number | undefined;
  /**
   * /verify requests per client address per five minutes (and tries per e-mail address per
   * hour); default [auth.rate_limit] token_verifications, else 30.
   */
  tokenVerifications?: number | undefined;
  /** Wrong codes after which a code and its link stop working (default 5). */
  maxWrongCodeTries?: number | undefined;
  emailLimits?: Partial<EmailLimits> | undefined;
  /**
   * Tests only: seconds a session may change its password without a reauthentication nonce
   * when [auth.email] secure_password_change is on (GoTrue: 24 hours).
   */
  recentSignInSeconds?: number | undefined;
  /** Overrides of [auth.mfa] from config.toml. */
  mfa?: Partial<MfaSettings> | undefined;
  /** ES256 (default) or the legacy HS256; default LOCAL_SUPABASE_JWT_ALGORITHM. */
  jwtAlgorithm?: SigningAlgorithm | undefined;
  /**
   * Issue 37: the local mail viewer, as the Supabase CLI's: when no SMTP URL is set, an SMTP
   * sink on `smtpPort` (0: any free port) keeps every message and /_mail shows them. The auth
   * server's own e-mails go there too. Off unless asked for (`serve` asks in development).
   */
  mailViewer?: { smtpPort: number } | false | undefined;
}

export interface LocalSupabase {
  url: string;
  port: number;
  anonKey: string;
  serviceRoleKey: string;
  /** `sb_publishable_…`: the anon role's key in the new format. */
  publishableKey: string;
  /** `sb_secret_…`: the service role's key in the new format (never in a browser). */
  secretKey: string;
  jwtSecret: string;
  /** What access tokens are signed with: ES256 (the data directory's key pair) or HS256. */
  jwtAlgorithm: SigningAlgorithm;
  firstAdmin?: FirstAdmin | undefined;
  /** The mail viewer, when it runs: its page, and the SMTP URL that reaches it. */
  mail?: { viewerUrl: string; smtpUrl: string } | undefined;
  stop(): Promise<void>;
}

const heldLocks = new Set<string>();

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One process at a time may own a data directory: PGlite has no cross-process locking, and
 * two writers would corrupt it. A lock file holding a dead pid is stale and taken over.
 */
export async function acquireLock(dataDir: string): Promise<() => Promise<void>> {
  const lock = path.join(dataDir, 'lock');
  const resolved = path.resolve(lock);
  if (heldLocks.has(resolved))
    throw new Error(`data directory ${dataDir} is already in use by this process`);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  try {
    await writeFile(lock, String(process.pid), { flag: 'wx', mode: 0o600 });
  } catch {
    const pid = Number((await readFile(lock, 'utf8').catch(() => '')).trim());
    if (pid && pid !== process.pid && pidAlive(pid)) {
      throw new Error(`data directory ${dataDir} is in use by process ${pid}`);
    }
    await writeFile(lock, String(process.pid));
  }
  heldLocks.add(resolved);
  return async () => {
    heldLocks.delete(resolved);
    await rm(lock, { force: true });
  };
}

export async function startLocalSupabase(opts: StartOptions): Promise<LocalSupabase> {
  const log = opts.log ?? (() => undefined);
  const dataDir = path.resolve(opts.dataDir);
  privateUmask();
  const release = await acquireLock(dataDir);
  try {
    const cleaned = await cleanUploadTemps(dataDir);
    if (cleaned) log(`removed ${cleaned} temp file(s) of interrupted uploads`);
    if (await cleanStaging(dataDir, STAGING_PREFIX))
      log('removed the staging of an interrupted backup or restore');
    await securePermissions(dataDir);
    const keys = await loadKeys(dataDir);
    const db = await openDb({
      dataDir: path.join(dataDir, 'pgdata'),
      databaseUrl: opts.databaseUrl,
      log,
    });
    const result = await migrate(db, opts.supabaseDir);
    await loadRoleTimeouts(db);
    await securePermissions(dataDir);
    if (result.applied.length) log(`applied migrations: ${result.applied.join(', ')}`);
    if (result.isNew) log('new database: seeded');
    const apiConfig = await loadApiConfig(opts.supabaseDir ?? defaultSupabaseDir);
    const schemas = createApiSchemas(apiConfig.schemas, apiConfig.extraSearchPath);
    await schemas.reload(db);
    // NOTIFY pgrst, 'reload schema' (or 'reload config', or nothing) rebuilds the schema cache
    // and rereads the pgrst settings, as PostgREST does; reloads run one after another.
    let reloading: Promise<void> = Promise.resolve();
    db.onPgrstNotify?.((payload) => {
      if (!['', 'reload schema', 'reload config'].includes(payload.trim())) return;
      reloading = reloading
        .then(() => schemas.reload(db))
        .catch((e: unknown) => log(`schema cache reload failed: ${String(e)}`));
    });
    const firstAdminEnv = opts.firstAdmin;
    const firstAdmin = firstAdminEnv ? await ensureFirstAdmin(db, firstAdminEnv) : undefined;
    const maxRows = opts.maxRows ?? apiConfig.maxRows;

    const authConfig = await loadAuthConfig(opts.supabaseDir ?? defaultSupabaseDir);
    const redirects = redirectRules(authConfig, {
      siteUrl: opts.siteUrl ?? process.env.LOCAL_SUPABASE_SITE_URL,
      redirectUrls: opts.redirectUrls ?? process.env.LOCAL_SUPABASE_REDIRECT_URLS,
    });
    const mailStore = new MailStore();
    const configuredSmtp = opts.smtpUrl ?? (process.env.SMTP_URL || undefined);
    const sink: MailSink | undefined =
      !configuredSmtp && opts.mailViewer
        ? await startMailSink(mailStore, opts.host ?? '127.0.0.1', opts.mailViewer.smtpPort)
        : undefined;
    const smtpUrl = configuredSmtp ?? sink?.url;
    const mailer = smtpUrl
      ? smtpMailer(
          smtpUrl,
          opts.mailFrom ??
            (process.env.SMTP_FROM || `no-reply@${new URL(redirects.siteUrl).hostname}`),
        )
      : noMailer;

    const mfa = { ...authConfig.mfa, ...opts.mfa };
    const secret = new TextEncoder().encode(keys.jwtSecret);
    // GoTrue's and storage-api's own work runs as their roles, as on hosted Supabase. The
    // gateway's session check (one indexed read, on every signed-in request) is this server's
    // own and stays on the connection's role: a role switch would cost it a transaction.
    const authDb = asService(db, 'supabase_auth_admin');
    const storageDb = asService(db, 'supabase_storage_admin');
    const jwtKeys = await loadJwtKeys(
      dataDir,
      secret,
      opts.jwtAlgorithm ?? signingAlgorithm(process.env.LOCAL_SUPABASE_JWT_ALGORITHM),
    );
    const identify = createCallerIdentifier(db, jwtKeys);
    const files = ObjectFiles.under(dataDir);
    const gate = new WriteGate();
    let url = '';
    const trustedProxies = parseTrustedProxies(
      opts.trustedProxies ?? process.env.LOCAL_SUPABASE_TRUSTED_PROXIES,
    );
    const services = [
      authService({
        db: authDb,
        config: authConfig,
        keys: jwtKeys,
        url: () => url,
        trustedProxies,
        limiter: new SignInLimiter({ ...DEFAULT_RATE_LIMITS, ...opts.rateLimits }),
        jwtExpiry: opts.jwtExpiry ?? authConfig.jwtExpiry,
        refreshReuseIntervalMs:
          opts.refreshReuseIntervalMs ?? authConfig.refreshTokenReuseInterval * 1000,
        redirects,
        oneTime: {
          otpLength: opts.otpLength ?? authConfig.email.otpLength,
          expirySeconds: opts.linkExpirySeconds ?? authConfig.email.otpExpiry,
          linkKey: linkKey(secret),
        },
        verifyLimits: new VerifyLimits({
          perWindow: opts.tokenVerifications ?? authConfig.rateLimit.tokenVerifications,
          maxWrongTries: opts.maxWrongCodeTries ?? DEFAULT_VERIFY_LIMITS.maxWrongTries,
        }),
        mailer,
        emailLimiter: new EmailLimiter({
          perAddressMs: authConfig.email.maxFrequencyMs,
          perHour: authConfig.rateLimit.emailSent,
          ...opts.emailLimits,
        }),
        mfa,
        mfaLimiter: new MfaLimiter(mfa.perMinute),
        signupLimiter: new WindowLimiter(authConfig.rateLimit.signInSignUps, 5 * 60_000),
        anonymousLimiter: new WindowLimiter(authConfig.rateLimit.anonymousUsers, 3_600_000),
        log,
        recentSignInSeconds: opts.recentSignInSeconds,
      }),
      restService({ db, schemas, identify, maxRows, trustedProxies }),
      ...(sink ? [mailViewerService(mailStore, () => url)] : []),
      storageService({ db: storageDb, secret, identify, files, gate }),
      adminService({
        keys: jwtKeys,
        // Nothing may land in the files while the schemas are rebuilt and the files go.
        reset: () =>
          gate.exclusive(async () => {
            await resetSchemas(db, opts.supabaseDir);
            await files.removeAll();
            await schemas.reload(db);
            const admin = firstAdminEnv ? await ensureFirstAdmin(db, firstAdminEnv) : undefined;
            return {
              firstAdmin: admin?.password
                ? { email: admin.email, password: admin.password }
                : undefined,
            };
          }),
        backup: async () => {
          const snapshot = await takeSnapshot({ db, files, gate, dataDir });
          log(`backup: database and ${snapshot.manifest.files} stored file(s) snapshotted`);
          return {
            status: 200,
            headers: {
              'Content-Type': 'application/x-tar',
              'Content-Disposition': 'attachment; filename="local-supabase-backup.tar"',
            },
            stream: () => Readable.from(snapshot.archive()),
          };
        },
      }),
    ];
    const swapKeys = newApiKeyGateway(keys, roleTokens(jwtKeys.sign));
    const server = createHttpServer(
      services.map((s) => (s.prefix === '/_local' ? s : behindGateway(s, swapKeys))),
      log,
      opts.httpTimeouts,
    );
    const host = opts.host ?? '127.0.0.1';
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const port = (server.address() as AddressInfo).port;
    url = `http://${host}:${port}`;
    // `npm start` reads this line for the site's SMTP_URL.
    if (sink) log(`mail viewer at ${url}${MAIL_PREFIX}/ (SMTP ${sink.url})`);
    const info: ServerInfo = { pid: process.pid, url, port };
    await writeFile(serverInfoFile(dataDir), JSON.stringify(info));

    let stopped = false;
    return {
      url,
      port,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      publishableKey: keys.publishableKey,
      secretKey: keys.secretKey,
      jwtSecret: keys.jwtSecret,
      jwtAlgorithm: jwtKeys.algorithm,
      firstAdmin,
      mail: sink ? { viewerUrl: `${url}${MAIL_PREFIX}/`, smtpUrl: sink.url } : undefined,
      async stop() {
        if (stopped) return;
        stopped = true;
        await sink?.stop();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await db.close();
        if (existsSync(serverInfoFile(dataDir))) await rm(serverInfoFile(dataDir), { force: true });
        await release();
      },
    };
  } catch (e) {
    await release();
    throw e;
  }
}

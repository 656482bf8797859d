/**
 * The mail viewer for `serve` (issue 37): on in development when no SMTP_URL is set, as the
 * Supabase CLI's; its SMTP port is LOCAL_SUPABASE_SMTP_PORT, else any free port (printed, and
 * read from there by `npm start`), so parallel servers never collide.
 * LOCAL_SUPABASE_MAIL_VIEWER=off, or NODE_ENV=production, turns it off.
 */
export function mailViewerSetting(
  env: Readonly<Record<string, string | undefined>>,
): { smtpPort: number } | false {
  if (env.SMTP_URL || env.LOCAL_SUPABASE_MAIL_VIEWER === 'off' || env.NODE_ENV === 'production') {
    return false;
  }
  const raw = env.LOCAL_SUPABASE_SMTP_PORT?.trim();
  const smtpPort = raw ? Number(raw) : 0;
  if (!Number.isInteger(smtpPort) || smtpPort < 0 || smtpPort > 65535) {
    throw new Error(`LOCAL_SUPABASE_SMTP_PORT must be a port number, got "${raw}"`);
  }
  return { smtpPort };
}

/** What `serve` reads from its environment: the database, and the mail viewer. */
export function serveEnvOptions(env: Readonly<Record<string, string | undefined>>) {
  return { databaseUrl: env.DATABASE_URL || undefined, mailViewer: mailViewerSetting(env) };
}

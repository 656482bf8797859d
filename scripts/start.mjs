#!/usr/bin/env node
// `npm start`: installs what is missing, starts the local backend (data kept between runs),
// builds the site against it, serves it, and prints where everything is.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
// Only Node's own modules and dependency-free scripts are imported statically: on a fresh clone
// nothing is installed until ensureInstalled() below has run (tests/fresh-start checks this).
import { ensureSupportedNode } from './supported-node.mjs';
import { bin, ensureInstalled, root, run } from './workspace.mjs';

// First: on an unsupported Node this re-runs the script on the pinned one and never returns.
await ensureSupportedNode({ announce: true });

const port = Number(process.env.PORT ?? 4173);
const backendBin = path.join(root, 'apps', 'local-supabase', 'bin', 'local-supabase.mjs');
const children = [];

function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/** What the backend said about the first admin: their sign-in on a first run, or who exists. */
function firstAdminLine(output) {
  const created = /First admin: (\S+) \/ (\S+)/.exec(output);
  if (created) return `${created[1]} / ${created[2]} (shown on this first run only)`;
  const existing = /An admin already exists \((\S+)\)/.exec(output);
  if (existing) {
    return `${existing[1]} with the password printed on the first run (forgotten? \`npm run local-supabase -- reset\` starts afresh)`;
  }
  return undefined;
}

/**
 * Starts local-supabase and resolves once it is listening, echoing what it prints, with its URL
 * and the first admin's sign-in (repeated in the summary, since the build scrolls it away).
 */
function startBackend() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [backendBin, 'serve'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: process.env,
    });
    children.push(child);
    let ready = false;
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      buffer += chunk.toString();
      const match = /local-supabase ready at (http:\/\/\S+)/.exec(buffer);
      if (!ready && match) {
        ready = true;
        const mail = /mail viewer at (\S+) \(SMTP (\S+)\)/.exec(buffer);
        resolve({
          url: match[1],
          signIn: firstAdminLine(buffer),
          mail: mail ? { viewerUrl: mail[1], smtpUrl: mail[2] } : undefined,
        });
      }
    });
    child.on('exit', (code) => {
      if (!ready) reject(new Error(`local-supabase exited with code ${code} before it was ready`));
      else if (!stopping) {
        console.error(`local-supabase stopped (code ${code}).`);
        stopAll(1);
      }
    });
  });
}
let stopping = false;
process.on('exit', () => {
  stopping = true;
});

/** Reads SUPABASE_URL / SUPABASE_ANON_KEY from the backend's CLI. */
function backendEnv() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [backendBin, 'print-env'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk.toString();
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error('local-supabase print-env failed'));
      const env = Object.fromEntries(
        out
          .split('\n')
          .map((line) => /^([A-Z_]+)=(.*)$/.exec(line.trim()))
          .filter(Boolean)
          .map((m) => [m[1], m[2]]),
      );
      resolve(env);
    });
  });
}

ensureInstalled();

// One-time links (invitations, password resets) lead back to this site; the backend refuses
// to redirect anywhere else (issue 26).
process.env.LOCAL_SUPABASE_SITE_URL ??= process.env.SITE_URL || `http://localhost:${port}`;
process.env.LOCAL_SUPABASE_REDIRECT_URLS ??= `http://localhost:${port}/**,http://127.0.0.1:${port}/**`;

const buildEnv = { ...process.env };
let serviceRoleKey;
let backendUrl;
let signIn;
let mail;
if (existsSync(backendBin)) {
  ({ url: backendUrl, signIn, mail } = await startBackend());
  const env = await backendEnv();
  buildEnv.VITE_SUPABASE_URL = env.SUPABASE_URL ?? backendUrl;
  buildEnv.VITE_SUPABASE_ANON_KEY = env.SUPABASE_ANON_KEY ?? '';
  serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY;
}

if (process.env.START_SKIP_BUILD !== '1') {
  console.log('Building the site…');
  const webDir = path.join(root, 'apps', 'web');
  const code = await run(bin('react-router', webDir), ['build'], {
    cwd: webDir,
    env: buildEnv,
  });
  if (code !== 0) stopAll(code);
  await run(process.execPath, ['scripts/compress.mjs', 'apps/web/build/client']);
}

// Imported only now: the server needs the dependencies ensureInstalled() has just put in place.
const { serveSite } = await import('./serve.mjs');
// The site server reads the live settings and pages from the same backend at run time.
if (buildEnv.VITE_SUPABASE_URL) process.env.SUPABASE_URL = buildEnv.VITE_SUPABASE_URL;
if (buildEnv.VITE_SUPABASE_ANON_KEY)
  process.env.SUPABASE_ANON_KEY = buildEnv.VITE_SUPABASE_ANON_KEY;
// The team's server action (invite, remove, reset links) needs the service-role key: given to
// the site server only after the build, so no build step ever sees it (issue 26).
if (serviceRoleKey) process.env.SUPABASE_SERVICE_ROLE_KEY ??= serviceRoleKey;
// Without SMTP_URL the backend keeps every e-mail in its mail viewer (issue 37): the site's
// e-mails (mailing-list confirmations, submission notices) go there too.
if (mail && !process.env.SMTP_URL) process.env.SMTP_URL = mail.smtpUrl;
const site = await serveSite({ port });
console.log('');
console.log('charitykit is running');
console.log(`  Site:     ${site.url}/`);
console.log(`  Admin:    ${site.url}/admin/auth`);
if (signIn) console.log(`  Sign in:  ${signIn}`);
if (backendUrl) console.log(`  Backend:  ${backendUrl}`);
if (mail)
  console.log(`  Mail:     ${mail.viewerUrl} (every e-mail sent, since no SMTP_URL is set)`);
if (site.notices) console.log(`  Notices:  ${site.notices}`);
if (site.signUp) console.log(`  Sign-up:  ${site.signUp}`);
console.log('  Stop with Ctrl+C.');

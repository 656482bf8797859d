/**
 * Public forms posted to the site server (issue 34), against the build this run made, with a
 * backend and a site server of this spec's own, so the backend can be stopped and the flood
 * limit filled without touching the other specs. A small proxy between them records what the
 * site server sends the backend.
 *
 * - With the backend stopped, a form sent without JavaScript (or before the page hydrated) comes
 *   back with every value and a clear message, nothing stored; sent again once the backend is
 *   back, it is stored once.
 * - The backend's flood limit counts the visitor the site server vouches for: one visitor is
 *   stopped at 30, another is not, and an address a visitor writes is never passed on.
 * - The answers are never cached, are `private, no-store`, and another site's posts, odd
 *   methods and bodies are refused.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contactPage, contactSendFailed, publicFormMessages } from '@charitykit/content';
import type { Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { expect, test } from './csp';
import {
  contactForm,
  fillContact,
  fillVolunteer,
  holdScripts,
  hydrated,
  newVisitor,
  postBy,
  untilHydrated,
  volunteerForm,
} from './public/form-journeys';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const backendBin = path.join(root, 'apps/local-supabase/bin/local-supabase.mjs');
const serveScript = path.join(root, 'scripts/serve.mjs');

let dataDir = '';
let backendPort = 0;
let backendEnv: NodeJS.ProcessEnv = {};
let backend: ChildProcess | undefined;
let proxy: http.Server | undefined;
/** What the site servers sent the backend: each request's path and X-Forwarded-For. */
const forwarded: { path: string; forwardedFor: string | undefined }[] = [];
const sites: ChildProcess[] = [];
/** The site server that trusts loopback as a proxy (so a test can speak for many visitors). */
let siteUrl = '';
/** One that trusts no proxy, as a site reached directly. */
let plainSiteUrl = '';
let serviceKey = '';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether nothing listens on `port` on loopback now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = http.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free port below the system's ephemeral range (32768 and up on Linux), for the backend this
 * spec stops and starts again on the same address: a port from the ephemeral range can be handed
 * to any other process's connection or server while the backend is down (seen once: the restart
 * failed with EADDRINUSE). Nothing is given these ports unless it asks for one by number.
 */
async function stablePort(): Promise<number> {
  const span = 10_000;
  const start = 20_000 + (process.pid % span);
  for (let i = 0; i < span; i++) {
    const port = 20_000 + ((start - 20_000 + i) % span);
    if (await isFree(port)) return port;
  }
  throw new Error('no free port in 20000-29999');
}

/** Waits until `child` prints a line matching `ready`; fails if it exits first. */
function whenReady(child: ChildProcess, ready: RegExp, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk;
      if (ready.test(out)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk;
    });
    child.once('exit', (code) => reject(new Error(`${what} exited (${code}): ${out}`)));
  });
}

async function startBackend() {
  backend = spawn(process.execPath, [backendBin, 'serve'], {
    env: backendEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await whenReady(backend, /local-supabase ready at/, 'backend');
}

async function stopBackend() {
  const child = backend;
  backend = undefined;
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function startSite(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, [serveScript], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  sites.push(child);
  await whenReady(child, /Site: /, 'site server');
  return `http://localhost:${port}`;
}

function service() {
  return createClient(`http://127.0.0.1:${backendPort}`, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

async function storedCount(table: 'contact_messages' | 'volunteer_applications', email: string) {
  const { count, error } = await service()
    .from(table)
    .select('id', { count: 'exact', head: true })
    .eq('email', email);
  if (error) throw error;
  return count;
}

// Starting a backend takes a while on a loaded machine; the flood test sends 32 forms.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'charitykit-form-posts-'));
  backendPort = await stablePort();
  backendEnv = {
    ...process.env,
    LOCAL_SUPABASE_PORT: String(backendPort),
    LOCAL_SUPABASE_DATA_DIR: dataDir,
    LOCAL_SUPABASE_NO_ENV_FILE: '1',
    // The site server on this machine speaks for its visitors (X-Forwarded-For).
    LOCAL_SUPABASE_TRUSTED_PROXIES: '127.0.0.1, ::1',
    ADMIN_EMAIL: 'form-posts@charitykit.local',
    ADMIN_PASSWORD: 'form-posts-password',
  };
  await startBackend();
  const printed = execFileSync(process.execPath, [backendBin, 'print-env'], {
    env: backendEnv,
  }).toString();
  const key = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(printed)?.[1] ?? '';
  serviceKey = key('SUPABASE_SERVICE_ROLE_KEY');

  // Records what reaches the backend; a stopped backend is a refused connection behind it.
  proxy = http.createServer((req, res) => {
    const header = req.headers['x-forwarded-for'];
    forwarded.push({
      path: req.url ?? '',
      forwardedFor: Array.isArray(header) ? header.join(', ') : header,
    });
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: backendPort,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy?.listen(0, '127.0.0.1', resolve));
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const siteEnv = {
    SUPABASE_URL: proxyUrl,
    SUPABASE_ANON_KEY: key('SUPABASE_ANON_KEY'),
    SITE_REVALIDATE_MS: '500',
  };
  [siteUrl, plainSiteUrl] = await Promise.all([
    startSite({ ...siteEnv, SITE_TRUSTED_PROXIES: 'loopback' }),
    startSite(siteEnv),
  ]);
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  for (const site of sites) site.kill('SIGTERM');
  await stopBackend();
  proxy?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A post of a url-encoded form to `path` on `base`, as a browser page on the site sends it. */
function postForm(
  base: string,
  target: string,
  fields: Record<string, string>,
  headers: Record<string, string | null> = {},
) {
  const sent: Record<string, string | null> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    'Sec-Fetch-Site': 'same-origin',
    Origin: base,
    ...headers,
  };
  return fetch(base + target, {
    method: 'POST',
    redirect: 'manual',
    // A header given as null is not sent at all.
    headers: Object.fromEntries(
      Object.entries(sent).filter((entry): entry is [string, string] => entry[1] !== null),
    ),
    body: new URLSearchParams(fields),
  });
}

const message = (email: string) => ({
  name: 'Amina Khan',
  email,
  subject: 'Volunteering at weekends',
  message: 'I would like to help at your next food drive.',
  website: '',
});

test.describe('with the backend stopped', () => {
  test.beforeAll(async () => {
    await stopBackend();
  });
  test.afterAll(async () => {
    test.setTimeout(240_000);
    await startBackend();
  });

  for (const javaScriptEnabled of [false, true]) {
    const how = javaScriptEnabled
      ? 'with JavaScript on, sent before the page has hydrated'
      : 'with JavaScript off';

    /** Opens `path` on this spec's site server; with JavaScript, holds its scripts back. */
    async function open(page: Page, target: string) {
      if (!javaScriptEnabled) {
        await page.goto(siteUrl + target);
        return () => undefined;
      }
      const scripts = await holdScripts(page);
      await page.goto(siteUrl + target, { waitUntil: 'domcontentloaded' });
      await scripts.firstHeld;
      expect(await hydrated(page)).toBe(false);
      return scripts.release;
    }

    test.describe(how, () => {
      test.use({ javaScriptEnabled });

      test('the contact form comes back with every value and says it was not sent', async ({
        page,
      }) => {
        const who = newVisitor('down-contact');
        const release = await open(page, '/contact');
        const form = await fillContact(page, who);
        const answer = await postBy(page, () => form.send.click());
        expect(answer.status()).toBe(503);
        expect(answer.headers()['cache-control']).toBe('private, no-store');
        const said = contactForm(page).form.getByText(contactSendFailed);
        await expect(said).toBeVisible();
        if (!javaScriptEnabled) await expect(said).toBeFocused();
        await expect(page).toHaveTitle(/^Error: Contact Us \|/);
        await expect(form.name).toHaveValue(`${who.first} ${who.last}`);
        await expect(form.email).toHaveValue(who.email);
        await expect(form.subject).toHaveValue(who.subject);
        await expect(form.message).toHaveValue(who.message);
        release();
        if (javaScriptEnabled) await untilHydrated(page);
      });

      test("the volunteer application comes back with every value and box, and the spec's message", async ({
        page,
      }) => {
        const who = newVisitor('down-volunteer');
        const release = await open(page, '/volunteer');
        const form = await fillVolunteer(page, who);
        const answer = await postBy(page, () => form.submit.click());
        expect(answer.status()).toBe(503);
        const said = volunteerForm(page).form.getByText(publicFormMessages.volunteerFailed);
        await expect(said).toBeVisible();
        if (!javaScriptEnabled) await expect(said).toBeFocused();
        await expect(form.first).toHaveValue(who.first);
        await expect(form.phone).toHaveValue(who.phone);
        await expect(form.birth).toHaveValue('1990-04-01');
        for (const box of [form.skill, form.interest, form.weekends, form.terms, form.background]) {
          await expect(box).toBeChecked();
        }
        release();
        if (javaScriptEnabled) await untilHydrated(page);
      });
    });
  }
});

test('with the backend back, what was kept is sent again and stored once', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const who = newVisitor('back');
  await page.goto(`${siteUrl}/contact`);
  const form = await fillContact(page, who);
  await stopBackend();
  try {
    expect((await postBy(page, () => form.send.click())).status()).toBe(503);
  } finally {
    await startBackend();
  }
  expect(await storedCount('contact_messages', who.email)).toBe(0);
  // The page kept everything: sending it again is one press.
  expect((await postBy(page, () => contactForm(page).send.click())).status()).toBe(303);
  await expect(page.getByText(contactPage.sent.message)).toBeVisible();
  expect(await storedCount('contact_messages', who.email)).toBe(1);
  await context.close();
});

test('the flood limit counts the visitor the site server vouches for, not the site server', async () => {
  const before = forwarded.length;
  const run = Date.now().toString(36);
  const visitorA = '198.51.100.21';
  const visitorB = '198.51.100.22';
  for (let i = 0; i < 30; i += 1) {
    const response = await postForm(siteUrl, '/contact', message(`a${i}.${run}@example.org`), {
      'X-Forwarded-For': visitorA,
    });
    expect(response.status, `message ${i + 1}`).toBe(303);
  }
  const limited = await postForm(siteUrl, '/contact', message(`a30.${run}@example.org`), {
    'X-Forwarded-For': visitorA,
  });
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(limited.headers.get('cache-control')).toBe('private, no-store');
  const page = await limited.text();
  expect(page).toContain('Please try again in');
  expect(page).toContain('what you typed is still here');
  expect(page).toContain(`a30.${run}@example.org`); // the value, kept in the form
  expect(await storedCount('contact_messages', `a30.${run}@example.org`)).toBe(0);

  // Another visitor is not held back by the first one's flood.
  const other = await postForm(siteUrl, '/contact', message(`b.${run}@example.org`), {
    'X-Forwarded-For': visitorB,
  });
  expect(other.status).toBe(303);
  expect(await storedCount('contact_messages', `b.${run}@example.org`)).toBe(1);

  const inserts = forwarded
    .slice(before)
    .filter((r) => r.path.startsWith('/rest/v1/contact_messages'));
  expect(new Set(inserts.map((r) => r.forwardedFor))).toEqual(new Set([visitorA, visitorB]));
});

test('an address a visitor writes is never passed on: the site server names who it sees', async () => {
  const before = forwarded.length;
  const email = `forged.${Date.now().toString(36)}@example.org`;
  const response = await postForm(plainSiteUrl, '/contact', message(email), {
    'X-Forwarded-For': '203.0.113.99',
  });
  expect(response.status).toBe(303);
  const insert = forwarded
    .slice(before)
    .find((r) => r.path.startsWith('/rest/v1/contact_messages'));
  expect(insert?.forwardedFor).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
});

test('answers to posts are never cached: each visitor gets their own, and the page stays empty for others', async () => {
  const first = await postForm(siteUrl, '/contact', {
    ...message('not an email'),
    name: 'First Visitor',
  });
  const second = await postForm(siteUrl, '/contact', {
    ...message('still not one'),
    name: 'Second Visitor',
  });
  expect([first.status, second.status]).toEqual([400, 400]);
  for (const response of [first, second]) {
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('etag')).toBeNull();
  }
  expect(await first.text()).toContain('First Visitor');
  const secondPage = await second.text();
  expect(secondPage).toContain('Second Visitor');
  expect(secondPage).not.toContain('First Visitor');
  const page = await (await fetch(`${siteUrl}/contact`)).text();
  expect(page).not.toContain('Visitor');
  expect(page).not.toContain('There is a problem');
  // The sent page is the same for everyone: cached like any page, no one's details in it.
  const sent = await fetch(`${siteUrl}${contactPage.sent.path}`);
  expect(sent.status).toBe(200);
  expect(sent.headers.get('cache-control')).toMatch(/^public/);
});

test('posts from another site, odd methods and odd bodies are refused, and nothing is stored', async () => {
  const email = `refused.${Date.now().toString(36)}@example.org`;
  const fields = message(email);
  const answers = [
    await postForm(siteUrl, '/contact', fields, { 'Sec-Fetch-Site': 'cross-site' }),
    await postForm(siteUrl, '/contact', fields, {
      'Sec-Fetch-Site': 'same-site',
      Origin: 'https://shop.example.org',
    }),
    await postForm(siteUrl, '/volunteer', fields, { 'Sec-Fetch-Site': null, Origin: 'null' }),
    await postForm(siteUrl, '/contact', fields, {
      'Sec-Fetch-Site': null,
      Origin: null,
      Referer: 'https://evil.example/page',
    }),
  ];
  // React Router 8 itself refuses a post whose Origin is not the request's own (400); the
  // action adds Sec-Fetch-Site and, for browsers that send no Origin, the Referer (403).
  expect(answers.map((a) => a.status)).toEqual([403, 400, 400, 403]);
  for (const answer of answers)
    expect(answer.headers.get('cache-control')).toBe('private, no-store');

  const json = await fetch(`${siteUrl}/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
    body: JSON.stringify(fields),
  });
  expect(json.status).toBe(415);
  const huge = await postForm(siteUrl, '/contact', { ...fields, message: 'x'.repeat(300_000) });
  expect(huge.status).toBe(413);
  const put = await fetch(`${siteUrl}/contact`, {
    method: 'PUT',
    headers: { 'Content-Type': 'text/plain', 'Sec-Fetch-Site': 'same-origin' },
    body: 'name=x',
  });
  expect(put.status).toBe(415);
  expect(await storedCount('contact_messages', email)).toBe(0);
});

test("a page on another site that posts the form on a visitor's behalf is refused", async ({
  page,
}) => {
  const email = `forgery.${Date.now().toString(36)}@example.org`;
  await page.route('http://attacker.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${siteUrl}/contact">
        <input name="name" value="Amina Khan"><input name="email" value="${email}">
        <input name="subject" value="Volunteering at weekends">
        <input name="message" value="I would like to help at your next food drive.">
        <button>Win a prize</button></form>`,
    }),
  );
  await page.goto('http://attacker.example/prize');
  const answer = await postBy(page, () =>
    page.getByRole('button', { name: 'Win a prize' }).click(),
  );
  expect([400, 403]).toContain(answer.status());
  expect((await answer.request().allHeaders()).origin).toBe('http://attacker.example');
  expect(await storedCount('contact_messages', email)).toBe(0);
});

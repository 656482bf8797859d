#!/usr/bin/env node
// `npm run doctor`: checks a deployment's settings before visitors do, over HTTP only, and says
// in plain words what is wrong and how to fix it. It reads the site server's environment
// (SITE_URL, SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY, SMTP_URL,
// AUTH_SENDS_EMAIL; the VITE_ names are read too) and the repository's supabase/migrations.
// Exits 1 when any check fails. `node --env-file=deploy.env scripts/doctor.mjs` reads a file.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  address,
  clean,
  fail,
  headers,
  info,
  keyRole,
  ok,
  repoMigrations,
  report,
  request,
} from './doctor-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUCKET = 'media';
/** A token no link ever has: GoTrue answers it by redirecting, which shows its URL settings. */
const PROBE_TOKEN = 'charitykit-doctor-probe';

/** @typedef {import('./doctor-lib.mjs').Check} Check @typedef {import('./doctor-lib.mjs').Env} Env */

/**
 * Every check, in order; later ones are skipped (not failed) when what they need is missing.
 * @param {Env} env
 * @param {{ supabaseDir?: string }} [opts]
 * @returns {Promise<Check[]>}
 */
export async function diagnose(env, opts = {}) {
  const supabaseDir = opts.supabaseDir ?? path.join(root, 'supabase');
  /** @type {Check[]} */
  const checks = [];

  // The site's address.
  const siteRaw = clean(env.SITE_URL);
  let siteUrl;
  if (!siteRaw) {
    checks.push(
      fail(
        'SITE_URL is not set',
        "Set it to the site's public address, e.g. SITE_URL=https://www.example.org. Links in e-mails, the sitemap and link previews are built from it.",
      ),
    );
  } else {
    const parsed = address(siteRaw, 'SITE_URL');
    if (parsed.error) checks.push(fail('SITE_URL is malformed', parsed.error));
    else {
      siteUrl = parsed.url;
      checks.push(ok(`SITE_URL is ${siteUrl}`));
    }
  }

  // The backend and its keys.
  const backendRaw = clean(env.SUPABASE_URL) ?? clean(env.VITE_SUPABASE_URL);
  const anonKey = clean(env.SUPABASE_ANON_KEY) ?? clean(env.VITE_SUPABASE_ANON_KEY);
  const serviceKey = clean(env.SUPABASE_SERVICE_ROLE_KEY);
  let backend;
  if (!backendRaw) {
    checks.push(
      fail(
        'SUPABASE_URL is not set',
        "Set it to your project's URL (Project Settings → Data API, e.g. https://abcd1234.supabase.co).",
      ),
    );
  } else {
    const parsed = address(backendRaw, 'SUPABASE_URL');
    if (parsed.error) checks.push(fail('SUPABASE_URL is malformed', parsed.error));
    else backend = parsed.url;
  }
  if (!anonKey) {
    checks.push(
      fail(
        'SUPABASE_ANON_KEY is not set',
        'Copy the anon (publishable) key from Project Settings → API Keys.',
      ),
    );
  }
  if (!serviceKey) {
    checks.push(
      fail(
        'SUPABASE_SERVICE_ROLE_KEY is not set',
        "Copy the service_role (secret) key from Project Settings → API Keys into the site server's environment only (never into a build): Team, submission notices and the mailing-list sign-up need it.",
      ),
    );
  }

  let reachable = false;
  if (backend) {
    const health = await request(`${backend}/auth/v1/health`, {
      headers: anonKey ? { apikey: anonKey } : {},
    });
    if (health.error) {
      checks.push(
        fail(
          `The backend at ${backend} cannot be reached`,
          `${health.error}. Check SUPABASE_URL (the project's URL, https), that the project is not paused (free projects pause after a week without requests), and this machine's network.`,
        ),
      );
    } else if (health.res.status >= 500 || health.res.status === 404) {
      checks.push(
        fail(
          `The backend at ${backend} answers ${health.res.status}`,
          "Is SUPABASE_URL the project's URL (not the dashboard's, not the database's)? A 5xx means the project is down or restarting: see its status in the dashboard.",
        ),
      );
    } else {
      reachable = true;
      checks.push(ok(`The backend at ${backend} answers`));
    }
  }

  let keysGood = false;
  if (reachable && anonKey && serviceKey) {
    const anonRole = keyRole(anonKey);
    const serviceRole = keyRole(serviceKey);
    const anonAdmin = await request(`${backend}/auth/v1/admin/users?page=1&per_page=1`, {
      headers: headers(anonKey),
    });
    const serviceAdmin = await request(`${backend}/auth/v1/admin/users?page=1&per_page=1`, {
      headers: headers(serviceKey),
    });
    // A read any visitor makes: the Data API checks the key's signature (a 404 only means the
    // table is not there yet, which the migrations check reports).
    const anonRead = await request(`${backend}/rest/v1/site_settings?select=setting_key&limit=1`, {
      headers: headers(anonKey),
    });
    // A key with the service role's rights opens the admin API; an anon key does not.
    const anonIsService = anonRole === 'service_role' || anonAdmin.res?.status === 200;
    const serviceIsAnon =
      serviceRole === 'anon' || (anonIsService && serviceAdmin.res?.status !== 200);
    if (anonIsService && serviceIsAnon) {
      checks.push(
        fail(
          'The anon and service role keys are swapped',
          'SUPABASE_ANON_KEY holds the service role key and SUPABASE_SERVICE_ROLE_KEY the anon key: swap them. The service role key bypasses every access rule, so it must never reach a browser or a build: if it was built into the site (VITE_SUPABASE_ANON_KEY), rotate it in Project Settings → API Keys.',
        ),
      );
    } else if (anonIsService) {
      checks.push(
        fail(
          'SUPABASE_ANON_KEY is a service role key',
          'Use the anon (publishable) key there. The service role key bypasses every access rule and must never reach a browser: if it was built into the site, rotate it in Project Settings → API Keys.',
        ),
      );
    } else if (anonRead.error || [401, 403].includes(anonRead.res?.status ?? 0)) {
      checks.push(
        fail(
          `The backend refuses SUPABASE_ANON_KEY (${anonRead.res?.status ?? anonRead.error})`,
          'Copy the anon (publishable) key of this project again from Project Settings → API Keys; a key of another project, or one rotated since, is refused.',
        ),
      );
    } else if (serviceRole === 'anon') {
      checks.push(
        fail(
          'SUPABASE_SERVICE_ROLE_KEY is an anon key',
          'Put the service_role (secret) key there, from Project Settings → API Keys.',
        ),
      );
    } else if (serviceAdmin.res?.status !== 200) {
      checks.push(
        fail(
          `The backend refuses SUPABASE_SERVICE_ROLE_KEY (${serviceAdmin.res?.status ?? serviceAdmin.error})`,
          'Copy the service_role (secret) key of this project again from Project Settings → API Keys.',
        ),
      );
    } else {
      keysGood = true;
      checks.push(ok("The anon and service role keys are this project's, each in its place"));
    }
  }

  if (keysGood) {
    // Migrations: the database's record (public.applied_migrations(), service role only).
    const expected = await repoMigrations(supabaseDir);
    const applied = await request(`${backend}/rest/v1/rpc/applied_migrations`, {
      method: 'POST',
      headers: { ...headers(serviceKey), 'Content-Type': 'application/json' },
      body: '{}',
    });
    if (applied.res?.status === 200) {
      // PostgREST answers a one-column table as objects or, for a single OUT column, scalars.
      const versions = new Set(
        /** @type {({ version: string } | string)[]} */ (await applied.res.json()).map((r) =>
          typeof r === 'string' ? r : r.version,
        ),
      );
      const missing = expected.filter((m) => !versions.has(m.version));
      const known = new Set(expected.map((m) => m.version));
      const unknown = [...versions].filter((v) => !known.has(v));
      if (missing.length) {
        checks.push(
          fail(
            `${missing.length} migration${missing.length === 1 ? ' is' : 's are'} not applied: ${missing.map((m) => m.file).join(', ')}`,
            'Apply them: `npx supabase link --project-ref <ref>` then `npx supabase db push` from this checkout. Until then the features they bring do not work.',
          ),
        );
      } else {
        checks.push(ok(`All ${expected.length} migrations are applied`));
      }
      if (unknown.length) {
        checks.push(
          info(
            `The database has migrations this checkout does not: ${unknown.join(', ')}`,
            'This checkout is older than the deployed database: update it before pushing again.',
          ),
        );
      }
    } else if (applied.res?.status === 404) {
      checks.push(
        fail(
          "The database has not had this release's migrations",
          'It lacks public.applied_migrations() (migration 20261128000100) and perhaps more: run `npx supabase db push` from this checkout.',
        ),
      );
    } else {
      checks.push(
        fail(
          `The applied migrations could not be read (${applied.res?.status ?? applied.error})`,
          'Run `npx supabase db push` from this checkout, then run the doctor again.',
        ),
      );
    }

    // The media bucket.
    const bucket = await request(`${backend}/storage/v1/bucket/${BUCKET}`, {
      headers: headers(serviceKey),
    });
    const body = bucket.res ? await bucket.res.json().catch(() => ({})) : {};
    if (bucket.res?.status === 200 && body.public === true) {
      checks.push(ok(`The "${BUCKET}" storage bucket exists and is public`));
    } else if (bucket.res?.status === 200) {
      checks.push(
        fail(
          `The "${BUCKET}" storage bucket is private`,
          'Images on the site are served from its public URLs: make it public (Storage → media → Edit bucket → Public), or run `npx supabase db push`, whose storage migration sets it.',
        ),
      );
    } else {
      checks.push(
        fail(
          `The "${BUCKET}" storage bucket is missing (${bucket.res?.status ?? bucket.error})`,
          'Run `npx supabase db push`: migration 20261122000300_storage.sql creates it, public, with its size and type limits.',
        ),
      );
    }
  }

  // Auth's Site URL and Redirect URLs, read from where GoTrue sends a link that does not work.
  if (reachable && anonKey && siteUrl) {
    const verify = (to) =>
      request(
        `${backend}/auth/v1/verify?type=recovery&token=${PROBE_TOKEN}&redirect_to=${encodeURIComponent(to)}`,
        { headers: { apikey: anonKey }, redirect: 'manual' },
      );
    const landing = (res) => {
      const location = res?.headers.get('location');
      if (!location) return undefined;
      const url = new URL(location, backend);
      url.hash = '';
      url.search = '';
      return url.href.replace(/\/+$/, '');
    };
    const stranger = await verify('https://charitykit-doctor.invalid/');
    const authSite = landing(stranger.res);
    const target = `${siteUrl}/admin/set-password`;
    const allowed = await verify(target);
    const allowedTo = landing(allowed.res);
    if (!authSite) {
      checks.push(
        fail(
          "Auth's URL settings could not be read",
          `GET /auth/v1/verify answered ${stranger.res?.status ?? stranger.error} instead of a redirect.`,
        ),
      );
    } else if (authSite !== siteUrl) {
      checks.push(
        fail(
          `Auth's Site URL is ${authSite}, not SITE_URL (${siteUrl})`,
          `Set it to ${siteUrl}: Authentication → URL Configuration → Site URL, or [auth] site_url in supabase/config.toml and \`npx supabase config push\`. Invitation and reset links lead there.`,
        ),
      );
    } else if (allowedTo !== target) {
      checks.push(
        fail(
          `Auth does not allow links to ${siteUrl}/admin/...`,
          `Add ${siteUrl}/** to the Redirect URLs (Authentication → URL Configuration, or additional_redirect_urls in supabase/config.toml and \`npx supabase config push\`); otherwise invitation and password-reset links land on the home page.`,
        ),
      );
    } else {
      checks.push(ok(`Auth's Site URL and Redirect URLs match SITE_URL`));
    }
  }

  // E-mail.
  if (/^(1|true|yes)$/i.test(clean(env.AUTH_SENDS_EMAIL) ?? '')) {
    checks.push(
      info(
        'Auth e-mails invitations and password resets (AUTH_SENDS_EMAIL=true)',
        "Set custom SMTP on the project (Authentication → Emails → SMTP Settings): Supabase's own mailer sends only a handful of e-mails an hour, and only to your team's addresses.",
      ),
    );
  } else {
    checks.push(
      info(
        'Auth sends no e-mail for the back-office (AUTH_SENDS_EMAIL is not true)',
        'Admins copy invitation and reset links from Team and pass them on. To e-mail them, set custom SMTP on the project and AUTH_SENDS_EMAIL=true.',
      ),
    );
  }
  const smtp = clean(env.SMTP_URL);
  if (!smtp) {
    checks.push(
      info(
        'No SMTP_URL: new contact messages and volunteer applications are not e-mailed',
        'They wait in the back-office inbox. Set SMTP_URL=smtps://user:password@host:465 to have staff told of each one.',
      ),
    );
    checks.push(
      info(
        'No SMTP_URL: the mailing-list sign-up (Stay Connected) is not offered',
        'It must e-mail each new subscriber a confirmation link (double opt-in). Set SMTP_URL, and SUPABASE_SERVICE_ROLE_KEY on the site server, to offer it.',
      ),
    );
  } else if (!/^smtps?:\/\//i.test(smtp)) {
    checks.push(
      fail(
        'SMTP_URL is malformed',
        'It must start with smtp:// or smtps://, e.g. smtps://user:password@smtp.example.org:465.',
      ),
    );
  } else {
    const host = new URL(smtp).hostname;
    checks.push(ok(`Submission notices are e-mailed through ${host}`));
    // Issue 37: the site server offers the sign-up only with both (mailing-list.server.ts).
    checks.push(
      serviceKey
        ? ok(
            `The mailing-list sign-up (Stay Connected) is offered; its confirmations go through ${host}`,
          )
        : info(
            'No SUPABASE_SERVICE_ROLE_KEY: the mailing-list sign-up (Stay Connected) is not offered',
            'The site server stores each sign-up with the service role (only it receives the confirmation token to mail). Set SUPABASE_SERVICE_ROLE_KEY on the site server to offer it.',
          ),
    );
  }

  // The site itself.
  if (siteUrl) {
    const site = await request(`${siteUrl}/`, { redirect: 'manual' });
    if (site.error) {
      checks.push(
        fail(
          `The site at ${siteUrl} does not answer`,
          `${site.error}. Is the site server running, and does the name point at it (DNS, the CDN's origin)?`,
        ),
      );
    } else if (site.res.status >= 400) {
      checks.push(
        fail(
          `The site at ${siteUrl} answers ${site.res.status}`,
          "The home page should answer 200: see the site server's log.",
        ),
      );
    } else {
      checks.push(ok(`The site at ${siteUrl} answers (${site.res.status})`));
    }
  }
  return checks;
}

export { report };

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const checks = await diagnose(process.env);
  console.log(report(checks));
  process.exitCode = checks.some((c) => c.status === 'fail') ? 1 : 0;
}

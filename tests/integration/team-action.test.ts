/**
 * The team's server action (apps/web/app/team-actions.server.ts) against a real local-supabase
 * with the real supabase-js client (issue 26): it refuses anyone but an admin before touching
 * the service-role key, invites with a one-time link when no e-mail is set up, writes the
 * invited role, removes access so the person's sessions end at once, refuses to remove the last
 * admin, and makes reset links. Also the data package's team repository through the same
 * action served over HTTP.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTeamRepository, type DataClient } from '@charitykit/data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleTeamAction, type TeamActionEnv } from '../../apps/web/app/team-actions.server';
import { ADMIN, type Backend, startBackend } from './harness';

let backend: Backend;
let env: TeamActionEnv;
let site: Server;
let actionUrl = '';

const SITE = 'http://localhost:4173';

async function signedIn(email: string, password: string): Promise<DataClient> {
  const client = backend.client();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

async function tokenOf(client: DataClient): Promise<string> {
  return (await client.auth.getSession()).data.session?.access_token ?? '';
}

function post(body: unknown, token?: string): Request {
  return new Request(`${SITE}/admin/api/team`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

const previousSiteUrl = process.env.LOCAL_SUPABASE_SITE_URL;

beforeAll(async () => {
  // Links lead back to the site, as scripts/start.mjs tells the backend.
  process.env.LOCAL_SUPABASE_SITE_URL = SITE;
  backend = await startBackend();
  env = {
    supabaseUrl: backend.url,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    sendsEmail: false,
    siteUrl: SITE,
  };
  // The action behind a real HTTP endpoint, as the site server serves it.
  site = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const response = await handleTeamAction(
      new Request(`${SITE}${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks),
      }),
      env,
    );
    res.writeHead(response.status, { 'Content-Type': 'application/json' });
    res.end(await response.text());
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  actionUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/admin/api/team`;
}, 120_000);

afterAll(async () => {
  site?.close();
  await backend?.stop();
  if (previousSiteUrl === undefined) delete process.env.LOCAL_SUPABASE_SITE_URL;
  else process.env.LOCAL_SUPABASE_SITE_URL = previousSiteUrl;
});

describe('the team server action', () => {
  it('refuses a request with no token, a bad token or an editor’s token', async () => {
    await backend.createStaff('ed@example.org', 'editor-password-1', 'editor', 'Ed');
    const editor = await signedIn('ed@example.org', 'editor-password-1');
    const invite = { intent: 'invite', email: 'x@example.org', role: 'admin' };
    expect((await handleTeamAction(post(invite), env)).status).toBe(401);
    expect((await handleTeamAction(post(invite, 'not-a-token'), env)).status).toBe(401);
    const refused = await handleTeamAction(post(invite, await tokenOf(editor)), env);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { message: 'Only admins can manage the team.' },
    });
    // Nothing was made for the editor.
    const admin = await signedIn(ADMIN.email, ADMIN.password);
    const { data } = await admin.rpc('team_members' as never);
    expect((data as unknown as { email: string }[]).map((m) => m.email)).not.toContain(
      'x@example.org',
    );
  });

  it('without e-mail, invites with a one-time link and the invited role; the link signs in once', async () => {
    const admin = await signedIn(ADMIN.email, ADMIN.password);
    const res = await handleTeamAction(
      post(
        { intent: 'invite', email: 'new@example.org', role: 'admin', fullName: 'New Person' },
        await tokenOf(admin),
      ),
      env,
    );
    expect(res.status).toBe(200);
    const { link } = (await res.json()) as { link: string };
    expect(link).toContain(`${backend.url}/auth/v1/verify?`);
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${SITE}/admin/set-password`);
    const { data } = await admin.rpc('team_members' as never);
    const invited = (data as unknown as { email: string; role: string; pending: boolean }[]).find(
      (m) => m.email === 'new@example.org',
    );
    expect(invited).toMatchObject({ role: 'admin', pending: true });
    // Recorded once, naming the admin who invited (issue 33); then the first sign-in.
    const log = async () =>
      (
        await admin
          .from('activity_log')
          .select('action, actor_email')
          .eq('target_label', 'new@example.org')
          .order('id')
      ).data;
    expect(await log()).toEqual([{ action: 'member_invited', actor_email: ADMIN.email }]);
    const first = await fetch(link, { redirect: 'manual' });
    expect(first.headers.get('location')).toContain('#access_token=');
    expect(await log()).toEqual([
      { action: 'member_invited', actor_email: ADMIN.email },
      { action: 'first_sign_in', actor_email: 'new@example.org' },
    ]);
    const second = await fetch(link, { redirect: 'manual' });
    expect(second.headers.get('location')).toContain('error_code=otp_expired');
  });

  it('removes access: the profile goes, every session ends, the pages stay', async () => {
    const id = await backend.createStaff(
      'leaver@example.org',
      'leaver-password-1',
      'editor',
      'Lee',
    );
    const leaver = await signedIn('leaver@example.org', 'leaver-password-1');
    const page = await leaver.from('pages').insert({ title: 'Mine', slug: 'leaver-page' }).select();
    expect(page.error).toBeNull();
    const refresh = (await leaver.auth.getSession()).data.session?.refresh_token ?? '';
    const admin = await signedIn(ADMIN.email, ADMIN.password);
    const res = await handleTeamAction(
      post({ intent: 'remove', userId: id }, await tokenOf(admin)),
      env,
    );
    expect(res.status).toBe(200);
    expect((await leaver.auth.getUser()).error).not.toBeNull();
    expect(
      (await backend.client().auth.refreshSession({ refresh_token: refresh })).error,
    ).not.toBeNull();
    const signIn = await backend
      .client()
      .auth.signInWithPassword({ email: 'leaver@example.org', password: 'leaver-password-1' });
    expect(signIn.error).not.toBeNull();
    const kept = await admin.from('pages').select('slug, created_by').eq('slug', 'leaver-page');
    expect(kept.data).toEqual([{ slug: 'leaver-page', created_by: id }]);
  });

  it('refuses to remove the last admin', async () => {
    const admin = await signedIn(ADMIN.email, ADMIN.password);
    const me = (await admin.auth.getUser()).data.user?.id ?? '';
    // `new@example.org` (invited as admin above) counts: demote them first.
    await admin.from('admin_users').update({ role: 'editor' }).neq('user_id', me);
    const res = await handleTeamAction(
      post({ intent: 'remove', userId: me }, await tokenOf(admin)),
      env,
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'The last admin cannot be demoted or removed',
    );
  });

  it('through the data package: list, change role, invite again after removal, reset link', async () => {
    const admin = await signedIn(ADMIN.email, ADMIN.password);
    const team = createTeamRepository(admin, actionUrl);
    const members = await team.list();
    const ed = members.find((m) => m.email === 'ed@example.org');
    expect(ed?.role).toBe('editor');
    await team.changeRole(ed?.user_id ?? '', 'admin');
    expect((await team.list()).find((m) => m.email === 'ed@example.org')?.role).toBe('admin');
    // Ed is an admin now: without e-mail, their reset link needs the caller's own password.
    await expect(team.resetLink(ed?.user_id ?? '')).rejects.toThrow(
      'A reset link for another admin needs your own password: enter it to confirm.',
    );
    const reset = await team.resetLink(ed?.user_id ?? '', { password: ADMIN.password });
    expect(new URL(reset.link ?? '').searchParams.get('type')).toBe('recovery');
    // The removed leaver, invited again, is back (banned no more) and keeps their password.
    const again = await team.invite({ email: 'leaver@example.org', role: 'editor' });
    expect(again.link).toBeNull();
    const back = await backend
      .client()
      .auth.signInWithPassword({ email: 'leaver@example.org', password: 'leaver-password-1' });
    expect(back.error).toBeNull();
    // An editor's repository is refused by the action.
    const editorTeam = createTeamRepository(
      await signedIn('leaver@example.org', 'leaver-password-1'),
      actionUrl,
    );
    await expect(editorTeam.invite({ email: 'y@example.org', role: 'editor' })).rejects.toThrow(
      'Only admins can manage the team.',
    );
  });
});

describe('attacks on the team action (issue 33)', () => {
  const raw = async (body: string, token: string) =>
    handleTeamAction(
      new Request(`${SITE}/admin/api/team`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body,
      }),
      env,
    );

  it('answers 400 with a clear message, never 5xx, for any body that is not an action', async () => {
    const token = await tokenOf(await signedIn(ADMIN.email, ADMIN.password));
    const bodies = [
      'null',
      '[]',
      '42',
      '"invite"',
      'true',
      '{',
      '',
      '{}',
      '{"intent":null}',
      '{"intent":["invite"]}',
      '{"intent":"invite","email":123}',
      '{"intent":"invite","email":{"a":1}}',
      '{"intent":"invite","email":"\\udc00sam@example.org"}',
      '{"intent":"invite","email":"sám@example.org"}',
      '{"intent":"remove","userId":{}}',
      '{"intent":"remove","userId":"not-a-uuid"}',
      '{"intent":"resetLink","userId":["x"]}',
      '{"intent":"resetLink","userId":"not-a-uuid","password":42}',
      '{"intent":"__proto__"}',
    ];
    for (const body of bodies) {
      const res = await raw(body, token);
      expect(res.status, body).toBeGreaterThanOrEqual(400);
      expect(res.status, body).toBeLessThan(500);
      const answer = (await res.json()) as { error: { message: string } };
      expect(answer.error.message, body).toMatch(/\w/);
    }
    const read = await raw('null', token);
    expect(await read.json()).toEqual({ error: { message: 'The request could not be read.' } });
  });

  it('answers 405 for any method but POST', async () => {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
      const res = await handleTeamAction(new Request(`${SITE}/admin/api/team`, { method }), env);
      expect(res.status).toBe(405);
    }
  });

  it('gives another admin’s reset link only after the caller’s own password, which cannot be guessed through it', async () => {
    const otherId = await backend.createStaff(
      'other.admin@example.org',
      'other-admin-password-1',
      'admin',
      'Olu',
    );
    const token = await tokenOf(await signedIn(ADMIN.email, ADMIN.password));
    const ask = (extra: Record<string, unknown>) =>
      handleTeamAction(post({ intent: 'resetLink', userId: otherId, ...extra }, token), env);

    const noPassword = await ask({});
    expect(noPassword.status).toBe(403);
    expect(await noPassword.json()).toEqual({
      error: {
        message: 'A reset link for another admin needs your own password: enter it to confirm.',
        code: 'password_required',
      },
    });
    // Their own password, or anything else, is not the caller's.
    for (const password of ['other-admin-password-1', 'wrong', ' ']) {
      const wrong = await ask({ password });
      expect(wrong.status).toBe(403);
      expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe(
        'password_wrong',
      );
    }
    const adminClient = await signedIn(ADMIN.email, ADMIN.password);
    const resetEntries = async () =>
      (
        await adminClient
          .from('activity_log')
          .select('action, actor_email, target_label, detail')
          .eq('target_id', otherId)
          .eq('action', 'reset_link')
      ).data;
    // Refused attempts made no link and leave no entry (issue 33).
    expect(await resetEntries()).toEqual([]);
    const right = await ask({ password: ADMIN.password });
    expect(right.status).toBe(200);
    const { link } = (await right.json()) as { link: string };
    expect(new URL(link).searchParams.get('type')).toBe('recovery');
    // The link given is recorded once, naming the admin who asked (issue 33).
    expect(await resetEntries()).toEqual([
      {
        action: 'reset_link',
        actor_email: ADMIN.email,
        target_label: 'other.admin@example.org',
        detail: { role: 'admin', emailed: false },
      },
    ]);

    // One's own reset link, and an editor's, need no password.
    const me = (await backend.client().auth.signInWithPassword(ADMIN)).data.user?.id ?? '';
    const own = await handleTeamAction(post({ intent: 'resetLink', userId: me }, token), env);
    expect(own.status).toBe(200);
  });

  it('with e-mail set up, e-mails the reset link to its owner and never returns it', async () => {
    const token = await tokenOf(await signedIn(ADMIN.email, ADMIN.password));
    const otherId = await backend.createStaff(
      'mailed.admin@example.org',
      'mailed-admin-password-1',
      'admin',
      'Mo',
    );
    const res = await handleTeamAction(post({ intent: 'resetLink', userId: otherId }, token), {
      ...env,
      sendsEmail: true,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sentTo: 'mailed.admin@example.org' });
  });

  it('never changes the role of a pending invitee silently; inviting again in the same role replaces the link', async () => {
    const token = await tokenOf(await signedIn(ADMIN.email, ADMIN.password));
    const invite = (role: string) =>
      handleTeamAction(post({ intent: 'invite', email: 'pending@example.org', role }, token), env);
    const first = await invite('editor');
    expect(first.status).toBe(200);
    const { link: firstLink } = (await first.json()) as { link: string };

    const promote = await invite('admin');
    expect(promote.status).toBe(409);
    expect(await promote.json()).toEqual({
      error: {
        message:
          'pending@example.org has already been invited as an editor. Change their role in the team list instead.',
        code: 'invited_with_other_role',
      },
    });
    const admin = await signedIn(ADMIN.email, ADMIN.password);
    const { data } = await admin.rpc('team_members' as never);
    const pending = (data as unknown as { email: string; role: string }[]).find(
      (m) => m.email === 'pending@example.org',
    );
    expect(pending?.role).toBe('editor');

    const again = await invite('editor');
    expect(again.status).toBe(200);
    const { link: secondLink } = (await again.json()) as { link: string };
    expect(secondLink).not.toBe(firstLink);
    const old = await fetch(firstLink, { redirect: 'manual' });
    expect(old.headers.get('location')).toContain('error_code=otp_expired');
    const used = await fetch(secondLink, { redirect: 'manual' });
    expect(used.headers.get('location')).toContain('#access_token=');
  });
});

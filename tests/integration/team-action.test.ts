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
    const first = await fetch(link, { redirect: 'manual' });
    expect(first.headers.get('location')).toContain('#access_token=');
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
    const link = await team.resetLink(ed?.user_id ?? '');
    expect(new URL(link).searchParams.get('type')).toBe('recovery');
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

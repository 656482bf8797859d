/** MSW scenarios of the Team screen and your own account (issue 26). */
import { HttpResponse } from 'msw';
import { fixtureUsers } from '../auth/fixtures';
import type { AuthUser } from '../auth/types';
import { bodyHas, call, clone } from '../lib/mswCall';
import { authJson, eqFilters, jsonBody, restRows } from '../lib/mswWire';
import { fixtureTeam } from './fixtures';
import type { TeamMember } from './rules';
import type { InviteResult } from './types';

/** A link as GoTrue's generate_link makes them, for stories. */
const STORY_LINK = (type: string) =>
  `http://127.0.0.1:54321/auth/v1/verify?token=4f1c2b11a3c1e8a20d554c1e9d2b6f1f&type=${type}&redirect_to=http%3A%2F%2Flocalhost%3A4173%2Fadmin%2Fset-password`;

type ActionBody = { intent: string; email?: string; userId?: string; password?: string };

/** The story admin's password (fixtureUsers' Amina) for confirming a reset of another admin. */
export const STORY_PASSWORD = 'correct horse battery';

/**
 * The action's answer to "Reset link", as team-actions.server.ts decides it: e-mailed when the
 * server sends e-mail; otherwise a link, for another admin only after the caller's password.
 */
function resetLinkAnswer(body: ActionBody, mailed: boolean) {
  const member = fixtureTeam.find((m) => m.user_id === body.userId);
  if (!member)
    return HttpResponse.json(
      { error: { message: 'That person is not a member.' } },
      { status: 404 },
    );
  if (mailed) return HttpResponse.json({ sentTo: member.email });
  const self = member.user_id === fixtureUsers.admin.id;
  if (member.role === 'admin' && !self) {
    if (!body.password) {
      return HttpResponse.json(
        {
          error: {
            message: 'A reset link for another admin needs your own password: enter it to confirm.',
            code: 'password_required',
          },
        },
        { status: 403 },
      );
    }
    if (body.password !== STORY_PASSWORD) {
      return HttpResponse.json(
        { error: { message: 'That is not your password.', code: 'password_wrong' } },
        { status: 403 },
      );
    }
  }
  return HttpResponse.json({ link: STORY_LINK('recovery') });
}

export const teamScenarios = {
  /** The Team screen's list (rpc team_members). */
  teamMembers: call<TeamMember[]>({
    steps: [
      {
        name: 'list',
        method: 'post',
        path: '/rest/v1/rpc/team_members',
        service: 'rest',
        respond: (_request, rows) => HttpResponse.json(rows),
      },
    ],
    fixture: () => clone(fixtureTeam),
    empty: () => clone(fixtureTeam.filter((m) => m.user_id === fixtureUsers.admin.id)),
  }),

  /** Change role: a PATCH of admin_users.role; populated echoes the changed row. */
  changeRole: call<null>({
    steps: [
      {
        name: 'row',
        method: 'patch',
        path: '/rest/v1/admin_users',
        service: 'rest',
        matches: bodyHas('role'),
        respond: async (request) => {
          const userId = eqFilters(new URL(request.url)).get('user_id') ?? '';
          return restRows(request, [{ user_id: userId, ...(await jsonBody(request)) }]);
        },
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),

  /** Your profile's name: a PATCH of your admin_users.full_name; echoes the changed row. */
  updateOwnName: call<null>({
    steps: [
      {
        name: 'row',
        method: 'patch',
        path: '/rest/v1/admin_users',
        service: 'rest',
        matches: bodyHas('full_name'),
        respond: async (request) => {
          const userId = eqFilters(new URL(request.url)).get('user_id') ?? '';
          return restRows(request, [{ user_id: userId, ...(await jsonBody(request)) }]);
        },
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),

  /**
   * The site's team server action (invite, remove, reset link). Populated: an invitation is
   * e-mailed (no link); empty: no e-mail is set up, so the invitation link comes back.
   */
  teamAction: call<{ mailed: boolean }>({
    steps: [
      {
        name: 'action',
        method: 'post',
        path: '/admin/api/team',
        service: 'site',
        respond: async (request, { mailed }) => {
          const body = (await jsonBody(request)) as ActionBody;
          if (body.intent === 'invite') {
            const result: InviteResult = {
              email: body.email ?? '',
              link: mailed ? null : STORY_LINK('invite'),
            };
            return HttpResponse.json(result);
          }
          if (body.intent === 'resetLink') return resetLinkAnswer(body, mailed);
          return HttpResponse.json({ ok: true });
        },
      },
    ],
    fixture: () => ({ mailed: true }),
    empty: () => ({ mailed: false }),
  }),

  /** resetPasswordForEmail: always `{}`, as GoTrue answers for any address. */
  recover: call<null>({
    steps: [
      {
        name: 'recover',
        method: 'post',
        path: '/auth/v1/recover',
        service: 'auth',
        respond: () => authJson({}),
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),

  /** PUT /auth/v1/user: a new password or name; answers the updated user. */
  updateUser: call<AuthUser>({
    steps: [
      {
        name: 'user',
        method: 'put',
        path: '/auth/v1/user',
        service: 'auth',
        respond: (_request, user) => authJson(user),
      },
    ],
    fixture: () => clone(fixtureUsers.admin),
    empty: () => clone(fixtureUsers.admin),
  }),
};

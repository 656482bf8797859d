/** MSW scenarios of sign-in and the staff profile. */
import { call, clone, grantIs } from '../lib/mswCall';
import {
  authJson,
  insertedRow,
  jsonBody,
  restNoContent,
  restRows,
  sessionFor,
} from '../lib/mswWire';
import { fixtureAdminUsers, fixtureUsers } from './fixtures';
import type { AdminUser, AuthUser } from './types';

export const authScenarios = {
  /** Password sign-in: populated signs in the given user (the admin by default). */
  signIn: call<AuthUser>({
    steps: [
      {
        name: 'token',
        method: 'post',
        path: '/auth/v1/token',
        service: 'auth',
        matches: grantIs('password'),
        respond: (_request, user) => authJson(sessionFor(user)),
      },
    ],
    fixture: () => clone(fixtureUsers.admin),
    empty: () => clone(fixtureUsers.newcomer),
  }),

  signOut: call<null>({
    steps: [
      {
        name: 'logout',
        method: 'post',
        path: '/auth/v1/logout',
        service: 'auth',
        respond: () => restNoContent(),
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),

  /** The signed-in user's admin_users row; empty means no profile yet (406 PGRST116). */
  adminUser: call<AdminUser | null>({
    steps: [
      {
        name: 'row',
        method: 'get',
        path: '/rest/v1/admin_users',
        service: 'rest',
        respond: (request, row) => restRows(request, row ? [row] : []),
      },
    ],
    fixture: () => clone(fixtureAdminUsers.admin),
    empty: () => null,
  }),

  /** Profile self-setup's insert; populated echoes the inserted row. */
  createProfile: call<AdminUser | null>({
    steps: [
      {
        name: 'row',
        method: 'post',
        path: '/rest/v1/admin_users',
        service: 'rest',
        respond: async (request, row) =>
          restRows(request, [row ?? insertedRow(await jsonBody(request))], 201),
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),
};

/**
 * Every repository over one supabase-js client, making exactly the calls of spec section 7.
 * The app creates the client (its URL and anon key) and passes it in; every `{ error }` the
 * client returns is thrown as a DataError with the service's message.
 */
import { createActivityRepository } from '../activity/repository';
import { createAdminUsersRepository, createAuthRepository } from '../auth/repository';
import { createDashboardRepository } from '../dashboard/repository';
import type { DataClient } from '../lib/client';
import { createMediaRepository, type MediaRepositoryOptions } from '../media/repository';
import type { MfaRepository } from '../mfa/types';
import { createPagesRepository } from '../pages/repository';
import { createPreviewLinksRepository } from '../previews/repository';
import { createSettingsRepository } from '../settings/repository';
import { createSubmissionsRepository } from '../submissions/repository';
import { createSubscribersRepository } from '../subscribers/repository';
import type { AccountRepository, TeamRepository } from '../team/types';
import type { Repositories } from './types';

export interface SupabaseRepositoryOptions extends MediaRepositoryOptions {
  /** The site's team server action (invite, remove, reset link); default /admin/api/team. */
  teamActionUrl?: string;
}

/** Every repository over one client. */
export function createSupabaseRepositories(
  client: DataClient,
  options: SupabaseRepositoryOptions = {},
): Repositories {
  return {
    auth: createAuthRepository(client),
    adminUsers: createAdminUsersRepository(client),
    pages: createPagesRepository(client),
    previewLinks: createPreviewLinksRepository(client),
    dashboard: createDashboardRepository(client),
    media: createMediaRepository(client, options),
    settings: createSettingsRepository(client),
    submissions: createSubmissionsRepository(client),
    subscribers: createSubscribersRepository(client),
    activity: createActivityRepository(client),
    team: lazyTeamRepository(client, options.teamActionUrl),
    account: lazyAccountRepository(client),
    mfa: lazyMfaRepository(client),
  };
}

// The team and account code loads on first use, not with the admin area's first page (the
// sign-in screen), which is held to a size budget (tests/perf/budget.mjs).
const teamModule = () => import('../team/repository');

function lazyTeamRepository(client: DataClient, actionUrl?: string): TeamRepository {
  const load = async () => (await teamModule()).createTeamRepository(client, actionUrl);
  return {
    list: async () => (await load()).list(),
    changeRole: async (userId, role) => (await load()).changeRole(userId, role),
    invite: async (input) => (await load()).invite(input),
    remove: async (userId) => (await load()).remove(userId),
    resetLink: async (userId, options) => (await load()).resetLink(userId, options),
  };
}

function lazyAccountRepository(client: DataClient): AccountRepository {
  const load = async () => (await teamModule()).createAccountRepository(client);
  return {
    requestPasswordReset: async (email, redirectTo) =>
      (await load()).requestPasswordReset(email, redirectTo),
    setPassword: async (password, current) => (await load()).setPassword(password, current),
    updateName: async (userId, fullName) => (await load()).updateName(userId, fullName),
    signOutEverywhere: async () => (await load()).signOutEverywhere(),
  };
}

// Two-factor sign-in (issue 38) loads on first use too: sign-in's first page stays small.
function lazyMfaRepository(client: DataClient): MfaRepository {
  const load = async () => (await import('../mfa/repository')).createMfaRepository(client);
  return {
    listFactors: async () => (await load()).listFactors(),
    enrollTotp: async () => (await load()).enrollTotp(),
    verify: async (factorId, code) => (await load()).verify(factorId, code),
    unenroll: async (factorId) => (await load()).unenroll(factorId),
    readSecurity: async () => (await load()).readSecurity(),
    saveSecurity: async (security) => (await load()).saveSecurity(security),
  };
}

'use client';

/**
 * React Query hooks of the Team screen and Your profile (issue 26). Errors keep the
 * service's message (`error.message`); the screens announce outcomes themselves.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRole } from '../auth/types';
import { requireRepositories, useDataContext } from '../lib/DataProvider';
import { type DataError, toDataError } from '../lib/errors';
import { queryKeys } from '../lib/queryKeys';
import type { TeamMember } from './rules';
import type { InviteInput, InviteResult, ResetLinkResult, TeamRepositories } from './types';

function useRun() {
  const { repositories } = useDataContext<TeamRepositories>();
  return async <T>(run: (r: TeamRepositories) => Promise<T>): Promise<T> => {
    try {
      return await run(requireRepositories(repositories));
    } catch (error) {
      throw toDataError(error);
    }
  };
}

/** Every member with e-mail, role and last sign-in (admins only; others get an error). */
export function useTeamMembers(options: { enabled?: boolean } = {}) {
  const run = useRun();
  return useQuery<TeamMember[], DataError>({
    queryKey: queryKeys.team.list(),
    queryFn: () => run((r) => r.team.list()),
    enabled: options.enabled ?? true,
  });
}

function useTeamMutation<TInput, TResult>(
  mutate: (r: TeamRepositories, input: TInput) => Promise<TResult>,
) {
  const run = useRun();
  const queryClient = useQueryClient();
  return useMutation<TResult, DataError, TInput>({
    mutationFn: (input) => run((r) => mutate(r, input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all }),
  });
}

export function useInviteMember() {
  return useTeamMutation<InviteInput, InviteResult>((r, input) => r.team.invite(input));
}

export function useChangeRole() {
  return useTeamMutation<{ userId: string; role: AdminRole }, void>((r, { userId, role }) =>
    r.team.changeRole(userId, role),
  );
}

export function useRemoveMember() {
  return useTeamMutation<string, void>((r, userId) => r.team.remove(userId));
}

export function useResetLink() {
  return useTeamMutation<{ userId: string; password?: string }, ResetLinkResult>(
    (r, { userId, password }) => r.team.resetLink(userId, password ? { password } : undefined),
  );
}

export function useRequestPasswordReset() {
  const run = useRun();
  return useMutation<void, DataError, { email: string; redirectTo: string }>({
    mutationFn: ({ email, redirectTo }) =>
      run((r) => r.account.requestPasswordReset(email, redirectTo)),
  });
}

export function useSetPassword() {
  const run = useRun();
  return useMutation<void, DataError, { password: string; currentPassword?: string }>({
    mutationFn: ({ password, currentPassword }) =>
      run((r) => r.account.setPassword(password, currentPassword)),
  });
}

export function useUpdateOwnName() {
  const run = useRun();
  return useMutation<void, DataError, { userId: string; fullName: string }>({
    mutationFn: ({ userId, fullName }) => run((r) => r.account.updateName(userId, fullName)),
  });
}

export function useSignOutEverywhere() {
  const run = useRun();
  return useMutation<void, DataError, void>({
    mutationFn: () => run((r) => r.account.signOutEverywhere()),
  });
}

'use client';

/**
 * React Query hooks of staff two-factor sign-in (issue 38, item 6): your factors on Your
 * profile, the code after the password, and the rule in Settings. Errors keep the service's
 * message; the screens announce outcomes themselves.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requireRepositories, useDataContext } from '../lib/DataProvider';
import { type DataError, toDataError } from '../lib/errors';
import { queryKeys } from '../lib/queryKeys';
import type { MfaRepositories, StaffSecurity, TotpEnrolment, TotpFactor } from './types';

function useRun() {
  const { repositories } = useDataContext<MfaRepositories>();
  return async <T>(run: (r: MfaRepositories) => Promise<T>): Promise<T> => {
    try {
      return await run(requireRepositories(repositories));
    } catch (error) {
      throw toDataError(error);
    }
  };
}

/** The signed-in person's TOTP factors. */
export function useTotpFactors() {
  const run = useRun();
  return useQuery<TotpFactor[], DataError>({
    queryKey: queryKeys.mfa.factors(),
    queryFn: () => run((r) => r.mfa.listFactors()),
  });
}

function useFactorMutation<TInput, TResult>(
  mutate: (r: MfaRepositories, input: TInput) => Promise<TResult>,
) {
  const run = useRun();
  const queryClient = useQueryClient();
  return useMutation<TResult, DataError, TInput>({
    mutationFn: (input) => run((r) => mutate(r, input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.mfa.all }),
  });
}

/** Starts a TOTP factor: the QR code and secret to show once. */
export function useEnrollTotp() {
  return useFactorMutation<void, TotpEnrolment>((r) => r.mfa.enrollTotp());
}

/** Checks a code for a factor (to finish setting it up, or to sign in): the session goes aal2. */
export function useVerifyTotp() {
  return useFactorMutation<{ factorId: string; code: string }, void>((r, { factorId, code }) =>
    r.mfa.verify(factorId, code),
  );
}

export function useUnenrollTotp() {
  return useFactorMutation<string, void>((r, factorId) => r.mfa.unenroll(factorId));
}

/** The staff security rule; `enabled: false` for people it does not concern (editors). */
export function useStaffSecurity(options: { enabled?: boolean } = {}) {
  const run = useRun();
  return useQuery<StaffSecurity, DataError>({
    queryKey: queryKeys.mfa.security(),
    queryFn: () => run((r) => r.mfa.readSecurity()),
    enabled: options.enabled ?? true,
  });
}

export function useSaveStaffSecurity() {
  return useFactorMutation<StaffSecurity, void>((r, security) => r.mfa.saveSecurity(security));
}

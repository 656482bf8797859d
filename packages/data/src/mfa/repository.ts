/**
 * Staff two-factor sign-in over supabase-js (issue 38, item 6): Auth's MFA API for the signed-in
 * person's TOTP factors, and the staff_security row for the rule that admins must use it.
 */
import type { DataClient } from '../lib/client';
import { DataError, toDataError } from '../lib/errors';
import type { MfaRepository, StaffSecurity, TotpFactor } from './types';

const DEFAULT_SECURITY: StaffSecurity = { requireAdminMfa: false };

const NOT_ALLOWED = 'Only an admin signed in with two-factor sign-in can change this.';

export function createMfaRepository(client: DataClient): MfaRepository {
  return {
    async listFactors() {
      const { data, error } = await client.auth.mfa.listFactors();
      if (error) throw toDataError(error);
      return data.all
        .filter((factor) => factor.factor_type === 'totp')
        .map(
          (factor): TotpFactor => ({
            id: factor.id,
            friendlyName: factor.friendly_name ?? null,
            status: factor.status === 'verified' ? 'verified' : 'unverified',
            createdAt: factor.created_at,
          }),
        )
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    async enrollTotp() {
      // A factor left unverified by an earlier, abandoned attempt would block a new one with the
      // same name: remove those first (they never worked for sign-in).
      const { data: listed } = await client.auth.mfa.listFactors();
      for (const factor of listed?.all ?? []) {
        if (factor.factor_type === 'totp' && factor.status !== 'verified') {
          await client.auth.mfa.unenroll({ factorId: factor.id });
        }
      }
      const { data, error } = await client.auth.mfa.enroll({
        factorType: 'totp',
        // Unique per attempt: GoTrue refuses a second factor with the same friendly name.
        friendlyName: `Authenticator app ${new Date().toISOString()}`,
      });
      if (error) throw toDataError(error);
      return {
        factorId: data.id,
        qrCode: data.totp.qr_code,
        secret: data.totp.secret,
        uri: data.totp.uri,
      };
    },
    async verify(factorId, code) {
      const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code });
      if (error) throw toDataError(error);
    },
    async unenroll(factorId) {
      const { error } = await client.auth.mfa.unenroll({ factorId });
      if (error) throw toDataError(error);
      // The stored session still lists the factor: refresh it so the back-office (which reads
      // the session to decide whether to ask for a code) sees it gone.
      await client.auth.refreshSession();
    },
    async readSecurity() {
      const { data, error, status } = await client
        .from('staff_security')
        .select('require_admin_mfa')
        .maybeSingle();
      if (error) throw toDataError(error, status);
      // Not an admin (RLS shows them no row): the rule does not concern them.
      return data ? { requireAdminMfa: data.require_admin_mfa } : DEFAULT_SECURITY;
    },
    async saveSecurity({ requireAdminMfa }) {
      const { data, error, status } = await client
        .from('staff_security')
        .update({ require_admin_mfa: requireAdminMfa })
        .eq('id', true)
        .select('require_admin_mfa');
      // RLS refuses the rule turned on from a session without its second factor (42501), and
      // hides the row from one that may not change it (no row back): either way, say why.
      const refused = (error as { code?: string } | null)?.code === '42501';
      if (error && !refused) throw toDataError(error, status);
      if (refused || !data || data.length === 0) {
        throw new DataError(NOT_ALLOWED, { status: 403, code: '42501' });
      }
    },
  };
}

import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { fixtureUsers } from '../auth/fixtures';
import { restRows } from '../lib/mswWire';
import { scenarios } from '../msw/scenarios';
import { createSupabaseRepositories } from '../repositories/supabase';
import { failure, requestsTo, server, startMswServer, testClient } from '../testing/mswServer';
import { sessionAssurance } from './assurance';
import {
  fixtureUserWithTotp,
  mfaSessionFor,
  STORY_TOTP_CODE,
  STORY_TOTP_SECRET,
  totpAccount,
} from './scenarios';

startMswServer();

/** Repositories over a client already signed in with the password (aal1). */
function signedIn(verified: boolean) {
  const client = testClient(
    mfaSessionFor(verified ? fixtureUserWithTotp : fixtureUsers.admin, 'aal1'),
  );
  return { client, repositories: createSupabaseRepositories(client) };
}

describe('two-factor repository', () => {
  it('sets up a TOTP factor and, with its code, raises the session to aal2', async () => {
    server.use(...totpAccount({ verified: false }));
    const { client, repositories } = signedIn(false);
    const enrolment = await repositories.mfa.enrollTotp();
    expect(enrolment).toMatchObject({ secret: STORY_TOTP_SECRET });
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(JSON.parse(requestsTo('/auth/v1/factors')[0]?.body ?? '{}')).toMatchObject({
      factor_type: 'totp',
    });
    await repositories.mfa.verify(enrolment.factorId, STORY_TOTP_CODE);
    const { data } = await client.auth.getSession();
    expect(sessionAssurance(data.session)).toMatchObject({ level: 'aal2', needsCode: false });
    expect(await repositories.mfa.listFactors()).toMatchObject([{ status: 'verified' }]);
  });

  it("refuses a wrong code with GoTrue's code, and the session stays aal1", async () => {
    server.use(...totpAccount({ verified: true }));
    const { client, repositories } = signedIn(true);
    const error = await failure(repositories.mfa.verify('any', '000000'));
    expect(error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    const { data } = await client.auth.getSession();
    expect(sessionAssurance(data.session).needsCode).toBe(true);
  });

  it('removes a factor and refreshes the session so it is seen gone', async () => {
    server.use(...totpAccount({ verified: true, signedIn: 'aal2' }));
    const { client, repositories } = signedIn(true);
    await repositories.mfa.unenroll('factor');
    const { data } = await client.auth.getSession();
    expect(sessionAssurance(data.session).hasVerifiedFactor).toBe(false);
    expect(await repositories.mfa.listFactors()).toEqual([]);
  });

  it('reads the admin rule, and answers "not required" to whoever RLS shows no row', async () => {
    server.use(...scenarios.staffSecurity.populated(true));
    expect(await signedIn(false).repositories.mfa.readSecurity()).toEqual({
      requireAdminMfa: true,
    });
    server.use(http.get('*/rest/v1/staff_security', ({ request }) => restRows(request, [])));
    expect(await signedIn(false).repositories.mfa.readSecurity()).toEqual({
      requireAdminMfa: false,
    });
  });

  it('says so when the database refuses to change the rule (no row updated)', async () => {
    server.use(http.patch('*/rest/v1/staff_security', ({ request }) => restRows(request, [])));
    const error = await failure(
      signedIn(false).repositories.mfa.saveSecurity({ requireAdminMfa: true }),
    );
    expect(error.status).toBe(403);
    expect(error.message).toBe('Only an admin signed in with two-factor sign-in can change this.');
  });

  it('says the same when RLS refuses the rule turned on without a second factor', async () => {
    server.use(
      ...scenarios.saveStaffSecurity.error(
        'new row violates row-level security policy for table "staff_security"',
        { status: 403, code: '42501' },
      ),
    );
    const error = await failure(
      signedIn(false).repositories.mfa.saveSecurity({ requireAdminMfa: true }),
    );
    expect(error.message).toBe('Only an admin signed in with two-factor sign-in can change this.');
  });
});

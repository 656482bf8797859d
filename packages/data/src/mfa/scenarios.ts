/** MSW scenarios of staff two-factor sign-in (issue 38): factors, codes and the admin rule. */
import { type HttpHandler, HttpResponse, http } from 'msw';
import { fixtureUsers } from '../auth/fixtures';
import type { AuthUser } from '../auth/types';
import { at } from '../lib/fixtureDates';
import { call, clone } from '../lib/mswCall';
import { authError, authJson, jsonBody, restRows, sessionFor } from '../lib/mswWire';

/** The setup key stories show (base32, as GoTrue makes them: 32 characters). */
export const STORY_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** A code the stories' verify accepts; any other is refused as GoTrue refuses a wrong one. */
export const STORY_TOTP_CODE = '123456';

const FACTOR_ID = '5b0c8e2f-7a41-4f0e-9a53-2c1d7e6f8a90';

type Factor = NonNullable<AuthUser['factors']>[number];

function totpFactor(status: 'verified' | 'unverified'): Factor {
  return {
    id: FACTOR_ID,
    friendly_name: 'Authenticator app',
    factor_type: 'totp',
    status,
    created_at: at('2024-05-01'),
    updated_at: at('2024-05-01'),
  };
}

/** The story admin with a confirmed authenticator app. */
export const fixtureUserWithTotp: AuthUser = {
  ...fixtureUsers.admin,
  factors: [totpFactor('verified')],
};

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/**
 * A session whose access token is shaped as GoTrue's (header.payload.signature), carrying the
 * assurance level the back-office reads. Unsigned: stories never verify it.
 */
export function mfaSessionFor(user: AuthUser, aal: 'aal1' | 'aal2') {
  const session = sessionFor(user);
  const amr = [{ method: 'password', timestamp: 1 }];
  if (aal === 'aal2') amr.unshift({ method: 'totp', timestamp: 2 });
  const claims = { sub: user.id, role: 'authenticated', aal, amr, exp: session.expires_at };
  return {
    ...session,
    access_token: `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.c3Rvcnk`,
  };
}

/** A tiny valid SVG in the place of GoTrue's QR code (stories check the text alternative). */
const STORY_QR =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21" width="200" height="200"><rect width="21" height="21" fill="#fff"/><path d="M0 0h7v7H0zM14 0h7v7h-7zM0 14h7v7H0z"/></svg>';

function enrolled() {
  return authJson({
    id: FACTOR_ID,
    type: 'totp',
    friendly_name: 'Authenticator app',
    totp: {
      qr_code: STORY_QR,
      secret: STORY_TOTP_SECRET,
      uri: `otpauth://totp/charitykit:amina.khan%40hoperelief.org.uk?algorithm=SHA1&digits=6&issuer=charitykit&period=30&secret=${STORY_TOTP_SECRET}`,
    },
  });
}

const challenge = () =>
  authJson({ id: 'c4a1f3e2-0b5d-4c6e-8f7a-9d0e1f2a3b4c', type: 'totp', expires_at: 9e9 });

/** GoTrue's answer to a wrong code. */
const wrongCode = () => authError('Invalid TOTP code entered', 422, 'mfa_verification_failed');

export const mfaScenarios = {
  /** The staff security row; populated with `true` requires two-factor sign-in of admins. */
  staffSecurity: call<boolean>({
    steps: [
      {
        name: 'row',
        method: 'get',
        path: '/rest/v1/staff_security',
        service: 'rest',
        respond: (request, on) => restRows(request, [{ require_admin_mfa: on }]),
      },
    ],
    fixture: () => false,
    empty: () => false,
  }),

  /** Saving the rule: echoes the changed row. */
  saveStaffSecurity: call<null>({
    steps: [
      {
        name: 'row',
        method: 'patch',
        path: '/rest/v1/staff_security',
        service: 'rest',
        respond: async (request) =>
          restRows(request, [{ require_admin_mfa: (await jsonBody(request)).require_admin_mfa }]),
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),

  /** Starting a TOTP factor: the QR code, setup key and URI. */
  enrollTotp: call<null>({
    steps: [
      {
        name: 'enroll',
        method: 'post',
        path: '/auth/v1/factors',
        service: 'auth',
        respond: () => enrolled(),
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),

  /**
   * A code checked (challenge, then verify): the session becomes aal2 for the given user; only
   * STORY_TOTP_CODE is accepted.
   */
  verifyTotp: call<AuthUser>({
    steps: [
      {
        name: 'challenge',
        method: 'post',
        path: '/auth/v1/factors/:id/challenge',
        service: 'auth',
        respond: () => challenge(),
      },
      {
        name: 'verify',
        method: 'post',
        path: '/auth/v1/factors/:id/verify',
        service: 'auth',
        respond: async (request, user) =>
          (await jsonBody(request)).code === STORY_TOTP_CODE
            ? authJson(mfaSessionFor(user, 'aal2'))
            : wrongCode(),
      },
    ],
    fixture: () => clone(fixtureUserWithTotp),
    empty: () => clone(fixtureUserWithTotp),
    failing: 'verify',
  }),

  /** Removing a factor. */
  unenrollTotp: call<null>({
    steps: [
      {
        name: 'unenroll',
        method: 'delete',
        path: '/auth/v1/factors/:id',
        service: 'auth',
        respond: () => authJson({ id: FACTOR_ID }),
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),
};

/**
 * The signed-in person as the auth server knows them, with or without a confirmed factor, kept
 * as the stories' setting up and turning off change it: what `listFactors` (GET /user) and the
 * token refresh after turning off answer. `signedIn` is how the story's sign-in leaves them.
 */
export function totpAccount(options: { verified: boolean; signedIn?: 'aal1' | 'aal2' }) {
  let verified = options.verified;
  const user = () => ({ ...fixtureUsers.admin, factors: verified ? [totpFactor('verified')] : [] });
  const handlers: HttpHandler[] = [
    http.get('*/auth/v1/user', () => authJson(user())),
    http.post('*/auth/v1/token', ({ request }) => {
      const grant = new URL(request.url).searchParams.get('grant_type');
      if (grant === 'password') return authJson(mfaSessionFor(user(), options.signedIn ?? 'aal1'));
      if (grant === 'refresh_token') return authJson(mfaSessionFor(user(), 'aal2'));
      return undefined;
    }),
    http.post('*/auth/v1/factors/:id/verify', async ({ request }) => {
      if ((await jsonBody(request)).code !== STORY_TOTP_CODE) return wrongCode();
      verified = true;
      return authJson(mfaSessionFor(user(), 'aal2'));
    }),
    http.delete('*/auth/v1/factors/:id', () => {
      verified = false;
      return HttpResponse.json({ id: FACTOR_ID });
    }),
  ];
  return handlers;
}

/**
 * GoTrue's answers for sign-in methods this server does not provide, exactly as GoTrue gives
 * them when the method is not configured: OAuth redirects (/authorize), ID-token sign-in,
 * Web3, phone (SMS) sign-in and sign-up, and SAML SSO. Code written against hosted Supabase
 * then meets the same error locally as on a project without that provider.
 */
import { decodeJwt } from 'jose';
import { HttpError } from '../../http/errors.js';
import type { ServiceRequest } from '../../http/request.js';
import { authError, validationFailed } from '../errors.js';

/** GoTrue's OAuth providers (provider_constants.go), every one off here. */
const OAUTH_PROVIDERS = new Set([
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'kakao',
  'keycloak',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'snapchat',
  'spotify',
  'slack',
  'slack_oidc',
  'twitch',
  'twitter',
  'x',
  'vercel_marketplace',
  'workos',
  'zoom',
]);

/**
 * GET /authorize?provider=…: a browser opens it directly, without the API-version header, so
 * the error comes in GoTrue's older shape (`code` the status, `error_code`, `msg`).
 */
export function authorize(req: ServiceRequest): never {
  const name = (req.query.get('provider') ?? '').toLowerCase();
  const reason = OAUTH_PROVIDERS.has(name)
    ? 'provider is not enabled'
    : name.startsWith('custom:')
      ? 'custom OAuth providers are disabled'
      : `Provider ${name} could not be found`;
  const msg = `Unsupported provider: ${reason}`;
  if (req.header('x-supabase-api-version')) throw validationFailed(msg);
  throw new HttpError(400, { code: 400, error_code: 'validation_failed', msg });
}

/** The ID-token issuers GoTrue knows by provider name (token_oidc.go). */
const ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  snapchat: 'https://auth.snapchat.com',
};

function issuerOf(idToken: string): string | undefined {
  try {
    const iss = decodeJwt(idToken).iss;
    return typeof iss === 'string' ? iss : undefined;
  } catch {
    return undefined;
  }
}

const notEnabled = (issuer: string) =>
  authError(400, 'provider_disabled', `Provider (issuer "${issuer}") is not enabled`);

/** POST /token?grant_type=id_token with no OIDC provider set up. */
export function idTokenGrant(body: Record<string, unknown>): never {
  const provider = typeof body.provider === 'string' ? body.provider : '';
  const issuer = typeof body.issuer === 'string' ? body.issuer : '';
  const idToken = typeof body.id_token === 'string' ? body.id_token : '';
  const known = ISSUERS[provider] ?? Object.values(ISSUERS).find((i) => i === issuer);
  if (known) throw notEnabled(known);
  if (provider === 'apple' || issuer.startsWith('https://appleid.apple.com')) {
    const detected = issuerOf(idToken);
    if (!detected) {
      throw validationFailed('Unable to detect issuer in ID token for Apple provider');
    }
    if (detected !== 'https://appleid.apple.com') {
      throw validationFailed('Detected ID token issuer is not an Apple ID token issuer');
    }
    throw notEnabled(detected);
  }
  if (provider === 'azure') {
    const detected = issuerOf(idToken);
    if (!detected) throw validationFailed('Unable to detect issuer in ID token for Azure provider');
    throw notEnabled(detected);
  }
  if (provider.startsWith('custom:')) throw validationFailed('Custom OAuth providers are disabled');
  throw validationFailed(`Custom OIDC provider "${provider}" not allowed`);
}

export const web3Disabled = () =>
  authError(422, 'web3_provider_disabled', 'Web3 provider is disabled');

export const phoneLoginsDisabled = () =>
  authError(422, 'phone_provider_disabled', 'Phone logins are disabled');

/** Anything under /sso: SAML is not configured. */
export const samlDisabled = () => authError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');

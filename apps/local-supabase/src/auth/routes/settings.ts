/**
 * GET /settings as GoTrue's Settings handler answers it: which providers are on, whether
 * sign-ups are allowed and whether addresses are confirmed automatically. Only e-mail and
 * anonymous sign-ins can be turned on here; every OAuth provider, SAML and passkeys are off.
 */
import { json, type Reply } from '../../http/reply.js';
import type { AuthDeps } from '../context.js';

const OAUTH_PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
] as const;

export function settings(deps: AuthDeps): Reply {
  const c = deps.config;
  return json(200, {
    external: {
      anonymous_users: c.anonymousSignIns,
      ...Object.fromEntries(OAUTH_PROVIDERS.map((p) => [p, false])),
      email: c.email.enableSignup,
      // No SMS provider can be set up here, so the phone provider stays off.
      phone: false,
      zoom: false,
    },
    disable_signup: !c.enableSignup,
    mailer_autoconfirm: !c.email.enableConfirmations,
    phone_autoconfirm: !c.sms.enableConfirmations,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  });
}

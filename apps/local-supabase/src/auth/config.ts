/**
 * `[auth]` of supabase/config.toml, read as the Supabase CLI reads it and hands it to GoTrue
 * (the CLI's GOTRUE_* variables are named beside each key). A key that is absent takes the
 * CLI's default (its `supabase init` template), so a project behaves here as under
 * `supabase start`; a value the CLI refuses stops the server naming the key.
 *
 * Two deliberate differences, both towards the safer side (docs/decisions.md, issue 38):
 * without any config.toml sign-ups stay off, because no project has asked for them; and the
 * e-mail rate limits keep this server's defaults unless config.toml sets them, because the
 * CLI's template (two mails an hour) would stop every invitation after the second.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readTomlValues } from '../api-config.js';
import { DEFAULT_EMAIL_LIMITS } from './email-limit.js';
import { MFA_OFF, type MfaSettings } from './mfa-config.js';
import { DEFAULT_OTP_EXPIRY_SECONDS, DEFAULT_OTP_LENGTH } from './one-time.js';

/** The CLI's names for GoTrue's GOTRUE_PASSWORD_REQUIRED_CHARACTERS. */
export const PASSWORD_REQUIREMENTS = {
  '': '',
  letters_digits: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789',
  lower_upper_letters_digits: 'abcdefghijklmnopqrstuvwxyz:ABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789',
  lower_upper_letters_digits_symbols:
    'abcdefghijklmnopqrstuvwxyz:ABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789:!@#$%^&*()_+-=[]{};\'\\\\:"|<>?,./`~',
} as const;
export type PasswordRequirement = keyof typeof PASSWORD_REQUIREMENTS;

export interface PasswordRules {
  /** GOTRUE_PASSWORD_MIN_LENGTH, raised to 6 as GoTrue raises it. */
  minLength: number;
  /** Character sets a password needs one of each of, as GoTrue splits them. */
  requiredCharacters: readonly string[];
}

export interface AuthConfig {
  /** GOTRUE_SITE_URL. */
  siteUrl: string;
  /** GOTRUE_URI_ALLOW_LIST. */
  additionalRedirectUrls: readonly string[];
  /** GOTRUE_JWT_EXP, seconds. */
  jwtExpiry: number;
  /** GOTRUE_SECURITY_REFRESH_TOKEN_ROTATION_ENABLED. */
  refreshTokenRotation: boolean;
  /** GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL, seconds. */
  refreshTokenReuseInterval: number;
  /** GOTRUE_DISABLE_SIGNUP is its opposite. */
  enableSignup: boolean;
  /** GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED. */
  anonymousSignIns: boolean;
  password: PasswordRules;
  email: {
    /** GOTRUE_EXTERNAL_EMAIL_ENABLED. */
    enableSignup: boolean;
    /** GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED. */
    doubleConfirmChanges: boolean;
    /** GOTRUE_MAILER_AUTOCONFIRM is its opposite. */
    enableConfirmations: boolean;
    /** GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION. */
    securePasswordChange: boolean;
    /** GOTRUE_SMTP_MAX_FREQUENCY, milliseconds between mails to one address. */
    maxFrequencyMs: number;
    /** GOTRUE_MAILER_OTP_LENGTH. */
    otpLength: number;
    /** GOTRUE_MAILER_OTP_EXP, seconds. */
    otpExpiry: number;
  };
  sms: { enableSignup: boolean; enableConfirmations: boolean };
  rateLimit: {
    /** GOTRUE_RATE_LIMIT_EMAIL_SENT, per hour. */
    emailSent: number;
    /** GOTRUE_RATE_LIMIT_ANONYMOUS_USERS, per hour per client address. */
    anonymousUsers: number;
    /** GOTRUE_RATE_LIMIT_TOKEN_REFRESH, per five minutes per client address. */
    tokenRefresh: number;
    /** GOTRUE_RATE_LIMIT_OTP: sign-ups and OTP sign-ins per five minutes per client address. */
    signInSignUps: number;
    /** GOTRUE_RATE_LIMIT_VERIFY, per five minutes per client address. */
    tokenVerifications: number;
  };
  mfa: MfaSettings;
}

class Reader {
  constructor(
    private readonly values: Map<string, string>,
    private readonly file: string,
  ) {}

  private where(key: string): string {
    const at = key.lastIndexOf('.');
    return `[${key.slice(0, at)}] ${key.slice(at + 1)} in ${this.file}`;
  }

  bool(key: string, fallback: boolean): boolean {
    const v = this.values.get(key);
    if (v === undefined) return fallback;
    if (v === 'true' || v === 'false') return v === 'true';
    throw new Error(`${this.where(key)} must be true or false`);
  }

  int(key: string, fallback: number, min: number, max: number): number {
    const v = this.values.get(key);
    if (v === undefined) return fallback;
    const n = Number(v.replace(/_/g, ''));
    if (!Number.isInteger(n) || n < min || n > max) {
      throw new Error(`${this.where(key)} must be a whole number from ${min} to ${max}`);
    }
    return n;
  }

  string(key: string): string | undefined {
    const v = this.values.get(key);
    if (v === undefined) return undefined;
    const m = /^"((?:[^"\\]|\\.)*)"$|^'([^']*)'$/.exec(v);
    if (!m) throw new Error(`${this.where(key)} must be a string`);
    return m[2] ?? (m[1] ?? '').replace(/\\(.)/g, '$1');
  }

  list(key: string): string[] | undefined {
    const v = this.values.get(key);
    if (v === undefined) return undefined;
    const m = /^\[(.*)\]$/.exec(v);
    if (!m) throw new Error(`${this.where(key)} must be a list of strings`);
    return [...(m[1] ?? '').matchAll(/"([^"]*)"|'([^']*)'/g)]
      .map((x) => x[1] ?? x[2] ?? '')
      .filter(Boolean);
  }

  /** A Go duration as the CLI writes it ("1s", "60s", "1m30s"). */
  duration(key: string, fallbackMs: number): number {
    const text = this.string(key);
    if (text === undefined) return fallbackMs;
    const unit: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
    const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
    if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text) {
      throw new Error(`${this.where(key)} must be a duration such as "60s"`);
    }
    return parts.reduce((ms, p) => ms + Number(p[1]) * (unit[p[2] ?? 's'] ?? 1000), 0);
  }
}

/** GoTrue's PasswordRequiredCharacters.Decode: sets split on `:`, `\:` a literal colon. */
export function splitRequiredCharacters(value: string): string[] {
  const parts = value.split(':');
  for (let i = 0; i < parts.length - 1; i += 1) {
    const part = parts[i] ?? '';
    if (part.endsWith('\\')) {
      parts[i] = `${part.slice(0, -1)}:${parts[i + 1] ?? ''}`;
      parts[i + 1] = '';
    }
  }
  return parts.filter((p) => p !== '');
}

/** Reads `<supabaseDir>/config.toml`; see the module comment for what is assumed without it. */
export async function loadAuthConfig(supabaseDir: string): Promise<AuthConfig> {
  const file = path.join(supabaseDir, 'config.toml');
  const text = await readFile(file, 'utf8').catch(() => undefined);
  const r = new Reader(readTomlValues(text ?? ''), file);
  const requirement = r.string('auth.password_requirements') ?? '';
  if (!Object.hasOwn(PASSWORD_REQUIREMENTS, requirement)) {
    throw new Error(
      `[auth] password_requirements in ${file} must be one of: ${Object.keys(PASSWORD_REQUIREMENTS)
        .map((k) => `"${k}"`)
        .join(', ')}`,
    );
  }
  const maxFactors = r.int('auth.mfa.max_enrolled_factors', MFA_OFF.maxEnrolledFactors, 1, 1000);
  return {
    siteUrl: r.string('auth.site_url') ?? 'http://127.0.0.1:3000',
    additionalRedirectUrls: r.list('auth.additional_redirect_urls') ?? [],
    jwtExpiry: r.int('auth.jwt_expiry', 3600, 1, 604_800),
    refreshTokenRotation: r.bool('auth.enable_refresh_token_rotation', true),
    refreshTokenReuseInterval: r.int('auth.refresh_token_reuse_interval', 10, 0, 86_400),
    enableSignup: r.bool('auth.enable_signup', text !== undefined),
    anonymousSignIns: r.bool('auth.enable_anonymous_sign_ins', false),
    password: {
      minLength: Math.max(6, r.int('auth.minimum_password_length', 6, 0, 72)),
      requiredCharacters: splitRequiredCharacters(
        PASSWORD_REQUIREMENTS[requirement as PasswordRequirement],
      ),
    },
    email: {
      enableSignup: r.bool('auth.email.enable_signup', true),
      doubleConfirmChanges: r.bool('auth.email.double_confirm_changes', true),
      enableConfirmations: r.bool('auth.email.enable_confirmations', false),
      securePasswordChange: r.bool('auth.email.secure_password_change', false),
      maxFrequencyMs: r.duration('auth.email.max_frequency', DEFAULT_EMAIL_LIMITS.perAddressMs),
      // GoTrue accepts 6 to 10 digits; the CLI caps the expiry at a day, as the dashboard does.
      otpLength: r.int('auth.email.otp_length', DEFAULT_OTP_LENGTH, 6, 10),
      otpExpiry: r.int('auth.email.otp_expiry', DEFAULT_OTP_EXPIRY_SECONDS, 1, 86_400),
    },
    sms: {
      enableSignup: r.bool('auth.sms.enable_signup', false),
      enableConfirmations: r.bool('auth.sms.enable_confirmations', false),
    },
    rateLimit: {
      emailSent: r.int('auth.rate_limit.email_sent', DEFAULT_EMAIL_LIMITS.perHour, 1, 1_000_000),
      anonymousUsers: r.int('auth.rate_limit.anonymous_users', 30, 1, 1_000_000),
      tokenRefresh: r.int('auth.rate_limit.token_refresh', 150, 1, 1_000_000),
      signInSignUps: r.int('auth.rate_limit.sign_in_sign_ups', 30, 1, 1_000_000),
      tokenVerifications: r.int('auth.rate_limit.token_verifications', 30, 1, 1_000_000),
    },
    mfa: {
      totpEnroll: r.bool('auth.mfa.totp.enroll_enabled', false),
      totpVerify: r.bool('auth.mfa.totp.verify_enabled', false),
      maxEnrolledFactors: maxFactors,
      perMinute: MFA_OFF.perMinute,
    },
  };
}

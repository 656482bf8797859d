/**
 * Staff two-factor sign-in (issue 38, item 6): TOTP factors over Auth's MFA API, the assurance
 * level a session has reached, and the site's rule that admins must use it.
 */

/** A TOTP factor of the signed-in person. Only verified ones count for sign-in. */
export interface TotpFactor {
  id: string;
  friendlyName: string | null;
  status: 'verified' | 'unverified';
  createdAt: string;
}

/** What enrolling a new factor gives to show once: the QR code, the secret and its URI. */
export interface TotpEnrolment {
  factorId: string;
  /** An SVG data URL (supabase-js prefixes GoTrue's SVG). */
  qrCode: string;
  /** The base32 secret, for those who type it into their app instead of scanning. */
  secret: string;
  /** The otpauth:// URI the QR code holds. */
  uri: string;
}

/** The staff security rule: whether admins must sign in with a second factor. */
export interface StaffSecurity {
  requireAdminMfa: boolean;
}

export interface MfaRepository {
  /** The person's TOTP factors (verified or not), newest first. */
  listFactors(): Promise<TotpFactor[]>;
  /** Starts a new TOTP factor; unverified until `verify` succeeds with its code. */
  enrollTotp(): Promise<TotpEnrolment>;
  /** Checks a code for the factor (challenge, then verify): the session becomes aal2. */
  verify(factorId: string, code: string): Promise<void>;
  /** Removes a factor (a verified one needs an aal2 session). */
  unenroll(factorId: string): Promise<void>;
  /** The staff security rule (admins only may read it; others get the default). */
  readSecurity(): Promise<StaffSecurity>;
  saveSecurity(security: StaffSecurity): Promise<void>;
}

export interface MfaRepositories {
  mfa: MfaRepository;
}

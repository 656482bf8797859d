/**
 * The public forms' one write: a plain POST to PostgREST with the anon key and
 * `Prefer: return=minimal` (what supabase-js `insert()` without `.select()` sends), so nothing
 * is read back (visitors may insert, never read) and no supabase-js reaches the public bundle.
 * The database checks every rule again; a refusal, a flood answer (429) or no answer at all
 * rejects with `PublicSubmitError`, so the form keeps what was typed and says so.
 */
import type { ContactFormData, VolunteerApplication } from '@charitykit/content';
import { isConfigured, type PublicBackend } from './readPublic';

/** The submission was not stored: refused (with the HTTP status) or not answered (status 0). */
export class PublicSubmitError extends Error {
  /** The HTTP status, or 0 when no response came. */
  readonly status: number;
  /** Seconds to wait before sending again, when the backend said (429). */
  readonly retryAfter: number | undefined;
  constructor(message: string, status = 0, retryAfter?: number) {
    super(message);
    this.name = 'PublicSubmitError';
    this.status = status;
    this.retryAfter = retryAfter;
  }
}

/** Sent with every submission besides the form's own fields. */
export interface SubmissionExtras {
  /** The notice the visitor read under the form, word for word (what they agreed to). */
  consentText: string;
  /** The hidden honeypot field's value: empty for people; filled, the backend drops it. */
  website?: string | undefined;
}

/** The contact_messages row a contact form sends. */
export function contactMessageRow(values: ContactFormData, extras: SubmissionExtras) {
  return {
    name: values.name,
    email: values.email,
    subject: values.subject,
    message: values.message,
    consent_text: extras.consentText,
    website: extras.website || null,
  };
}

/** The volunteer_applications row a volunteer form sends (empty choices as null). */
export function volunteerApplicationRow(values: VolunteerApplication, extras: SubmissionExtras) {
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    email: values.email,
    phone: values.phone,
    address: values.address,
    city: values.city,
    country: values.country,
    date_of_birth: values.dateOfBirth || null,
    occupation: values.occupation,
    skills: values.skills,
    interests: values.interests,
    availability: values.availability || null,
    experience: values.experience,
    motivation: values.motivation,
    referees: values.references,
    emergency_contact: values.emergencyContact,
    emergency_phone: values.emergencyPhone,
    agree_terms: values.agreeTerms,
    agree_background: values.agreeBackground,
    consent_text: extras.consentText,
    website: extras.website || null,
  };
}

/** Inserts one row into `table` as the anonymous public; resolves once it is stored. */
export async function insertPublicRow(
  table: string,
  row: Record<string, unknown>,
  backend: PublicBackend,
): Promise<void> {
  if (!isConfigured(backend)) throw new PublicSubmitError('No backend is configured');
  const { url, anonKey } = backend;
  const doFetch = backend.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await doFetch(`${url.replace(/\/+$/, '')}/rest/v1/${table}`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        Authorization: `Bearer ${anonKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify(row),
      signal: AbortSignal.timeout(backend.timeoutMs ?? 15_000),
    });
  } catch (error) {
    throw new PublicSubmitError(
      `${table} could not be sent: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!response.ok) {
    const wait = Number(response.headers.get('retry-after'));
    throw new PublicSubmitError(
      `${table} was refused (HTTP ${response.status})`,
      response.status,
      Number.isFinite(wait) && wait > 0 ? wait : undefined,
    );
  }
}

export function submitContactMessage(
  values: ContactFormData,
  extras: SubmissionExtras,
  backend: PublicBackend,
): Promise<void> {
  return insertPublicRow('contact_messages', contactMessageRow(values, extras), backend);
}

export function submitVolunteerApplication(
  values: VolunteerApplication,
  extras: SubmissionExtras,
  backend: PublicBackend,
): Promise<void> {
  return insertPublicRow(
    'volunteer_applications',
    volunteerApplicationRow(values, extras),
    backend,
  );
}

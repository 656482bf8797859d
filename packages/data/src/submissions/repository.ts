import type { DataClient } from '../lib/client';
import { DataError, toDataError } from '../lib/errors';
import type {
  ContactMessage,
  SubmissionKind,
  SubmissionsRepository,
  VolunteerApplicationRecord,
} from './types';

export const SUBMISSION_TABLES = {
  contact: 'contact_messages',
  volunteer: 'volunteer_applications',
} as const satisfies Record<SubmissionKind, string>;

const CONTACT_COLUMNS = 'id, created_at, status, name, email, subject, message, consent_text';
const VOLUNTEER_COLUMNS =
  'id, created_at, status, first_name, last_name, email, phone, address, city, country, ' +
  'date_of_birth, occupation, skills, interests, availability, experience, motivation, ' +
  'referees, emergency_contact, emergency_phone, agree_terms, agree_background, consent_text';

/**
 * supabase-js `rpc` for the two staff functions. The generated types list tables only (the
 * gen-types command writes no Functions), so the call is typed here by hand.
 */
type Rpc = (
  fn: 'purge_expired_submissions' | 'erase_submissions_by_email',
  args?: Record<string, unknown>,
) => PromiseLike<{ data: unknown; error: unknown; status: number }>;

function fail(error: unknown, status?: number): never {
  throw toDataError(error, status);
}

/** The submissions repository over supabase-js (staff only: RLS refuses anyone else). */
export function createSubmissionsRepository(client: DataClient): SubmissionsRepository {
  const rpc: Rpc = (fn, args) => (client.rpc as unknown as Rpc).call(client, fn, args);
  const count = async (kind: SubmissionKind) => {
    const {
      count: total,
      error,
      status,
    } = await client
      .from(SUBMISSION_TABLES[kind])
      .select('id', { count: 'exact', head: true })
      .eq('status', 'new');
    if (error) fail(error, status);
    return total ?? 0;
  };
  return {
    async purgeExpired() {
      const { data, error, status } = await rpc('purge_expired_submissions');
      if (error) fail(error, status);
      return Number(data ?? 0);
    },
    async listContactMessages() {
      const { data, error, status } = await client
        .from('contact_messages')
        .select(CONTACT_COLUMNS)
        .order('created_at', { ascending: false });
      if (error) fail(error, status);
      return (data ?? []) as ContactMessage[];
    },
    async listVolunteerApplications() {
      const { data, error, status } = await client
        .from('volunteer_applications')
        .select(VOLUNTEER_COLUMNS)
        .order('created_at', { ascending: false });
      if (error) fail(error, status);
      return (data ?? []) as unknown as VolunteerApplicationRecord[];
    },
    async setStatus(kind, id, next) {
      const { error, status } = await client
        .from(SUBMISSION_TABLES[kind])
        .update({ status: next })
        .eq('id', id);
      if (error) fail(error, status);
    },
    async remove(kind, id) {
      const { error, status } = await client.from(SUBMISSION_TABLES[kind]).delete().eq('id', id);
      if (error) fail(error, status);
    },
    async eraseByEmail(email) {
      const { data, error, status } = await rpc('erase_submissions_by_email', {
        target_email: email,
      });
      if (error) fail(error, status);
      const counts = data as {
        contact_messages?: unknown;
        volunteer_applications?: unknown;
        subscribers?: unknown;
      };
      if (typeof counts !== 'object' || counts === null) {
        throw new DataError('The service returned no data', { status });
      }
      return {
        contact: Number(counts.contact_messages ?? 0),
        volunteer: Number(counts.volunteer_applications ?? 0),
        subscriber: Number(counts.subscribers ?? 0),
      };
    },
    async newCounts() {
      const [contact, volunteer] = await Promise.all([count('contact'), count('volunteer')]);
      return { contact, volunteer };
    },
  };
}

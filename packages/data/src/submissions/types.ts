import type { Tables } from '../lib/database.types';

/** The state of a submission in the staff inbox. */
export const SUBMISSION_STATUSES = ['new', 'read', 'handled'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** The two kinds of submission: a contact message or a volunteer application. */
export type SubmissionKind = 'contact' | 'volunteer';

/** A contact_messages row, status narrowed (the honeypot and notice columns are never read). */
export type ContactMessage = Omit<
  Tables<'contact_messages'>,
  'status' | 'website' | 'notified_at'
> & {
  status: SubmissionStatus;
};

/** A volunteer_applications row, status narrowed. */
export type VolunteerApplicationRecord = Omit<
  Tables<'volunteer_applications'>,
  'status' | 'website' | 'notified_at'
> & { status: SubmissionStatus };

/** How many submissions of each kind are waiting unread. */
export interface NewSubmissionCounts {
  contact: number;
  volunteer: number;
}

/** What an erasure request deleted, per table. */
export interface ErasureResult {
  contact: number;
  volunteer: number;
  /** Mailing-list subscribers (issue 37): 0 or 1. */
  subscriber: number;
}

/** Staff's side of the submissions: read, mark, delete, erase (visitors only insert). */
export interface SubmissionsRepository {
  /** Deletes what is past the retention setting; returns how many went. */
  purgeExpired(): Promise<number>;
  /** Every contact message, newest first. */
  listContactMessages(): Promise<ContactMessage[]>;
  /** Every volunteer application, newest first. */
  listVolunteerApplications(): Promise<VolunteerApplicationRecord[]>;
  setStatus(kind: SubmissionKind, id: string, status: SubmissionStatus): Promise<void>;
  remove(kind: SubmissionKind, id: string): Promise<void>;
  /** Deletes everything sent from this e-mail address (any letter case), in both tables. */
  eraseByEmail(email: string): Promise<ErasureResult>;
  newCounts(): Promise<NewSubmissionCounts>;
}

/** The repositories the staff inbox's hooks use. */
export interface SubmissionsRepositories {
  /** Contact messages and volunteer applications (issue 24). */
  submissions: SubmissionsRepository;
}

import {
  contactFormLabels,
  submissionStatusLabels,
  submissionsCopy,
  volunteerAvailabilityLabels,
  volunteerFormLabels,
} from '@charitykit/content';
import type {
  ContactMessage,
  CsvColumn,
  SubmissionKind,
  SubmissionStatus,
  VolunteerApplicationRecord,
} from '@charitykit/data';

/** One submission as the inbox lists it, whichever table it came from. */
export interface InboxItem {
  kind: SubmissionKind;
  id: string;
  createdAt: string;
  status: SubmissionStatus;
  name: string;
  email: string;
  /** The subject, or the skills offered. */
  summary: string;
  /** Every field, labelled, in the form's order (the detail view and nothing else). */
  fields: readonly (readonly [label: string, value: string])[];
  consentText: string;
}

const c = contactFormLabels;
const v = volunteerFormLabels;
const yes = (agreed: boolean) => (agreed ? submissionsCopy.agreed : submissionsCopy.notGiven);
const given = (text: string | null | undefined) => (text ? text : submissionsCopy.notGiven);

export function contactItem(row: ContactMessage): InboxItem {
  return {
    kind: 'contact',
    id: row.id,
    createdAt: row.created_at,
    status: row.status,
    name: row.name,
    email: row.email,
    summary: row.subject,
    consentText: row.consent_text,
    fields: [
      [c.name, row.name],
      [c.email, row.email],
      [c.subject, row.subject],
      [c.message, row.message],
    ],
  };
}

export function volunteerItem(row: VolunteerApplicationRecord): InboxItem {
  const availability = row.availability as keyof typeof volunteerAvailabilityLabels | null;
  return {
    kind: 'volunteer',
    id: row.id,
    createdAt: row.created_at,
    status: row.status,
    name: `${row.first_name} ${row.last_name}`,
    email: row.email,
    summary: row.skills.join(', '),
    consentText: row.consent_text,
    fields: [
      [v.firstName, row.first_name],
      [v.lastName, row.last_name],
      [v.email, row.email],
      [v.phone, row.phone],
      [v.address, given(row.address)],
      [v.city, given(row.city)],
      [v.country, given(row.country)],
      [v.dateOfBirth, given(row.date_of_birth)],
      [v.occupation, given(row.occupation)],
      [v.skills, row.skills.join(', ')],
      [v.interests, row.interests.join(', ')],
      [v.availability, availability ? volunteerAvailabilityLabels[availability] : given(null)],
      [v.experience, given(row.experience)],
      [v.motivation, given(row.motivation)],
      [v.references, given(row.referees)],
      [v.emergencyContact, given(row.emergency_contact)],
      [v.emergencyPhone, given(row.emergency_phone)],
      [v.agreeTerms, yes(row.agree_terms)],
      [v.agreeBackground, yes(row.agree_background)],
    ],
  };
}

const contactLabels = [c.name, c.email, c.subject, c.message];
const volunteerLabels = [
  v.firstName,
  v.lastName,
  v.email,
  v.phone,
  v.address,
  v.city,
  v.country,
  v.dateOfBirth,
  v.occupation,
  v.skills,
  v.interests,
  v.availability,
  v.experience,
  v.motivation,
  v.references,
  v.emergencyContact,
  v.emergencyPhone,
  v.agreeTerms,
  v.agreeBackground,
];

/** Name or e-mail contains the search, in any letter case. */
export function matchesSearch(item: InboxItem, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return true;
  return item.name.toLowerCase().includes(wanted) || item.email.toLowerCase().includes(wanted);
}

/** The export's columns: when it came, its status, every field, the notice the sender read. */
export function exportColumns(kind: SubmissionKind): CsvColumn<InboxItem>[] {
  const labels = kind === 'contact' ? contactLabels : volunteerLabels;
  return [
    { header: submissionsCopy.received, value: (item) => item.createdAt },
    { header: submissionsCopy.status, value: (item) => submissionStatusLabels[item.status] },
    ...labels.map((label, index) => ({
      header: label,
      value: (item: InboxItem) => item.fields[index]?.[1] ?? '',
    })),
    { header: submissionsCopy.consent, value: (item) => item.consentText },
  ];
}

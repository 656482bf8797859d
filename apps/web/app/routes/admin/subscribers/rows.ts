import { subscribersCopy as copy, formatUkDayTime } from '@charitykit/content';
import type { CsvColumn, Subscriber } from '@charitykit/data';

/** Whether a subscriber matches what was typed in the search (e-mail or first name). */
export function matchesSearch(row: Subscriber, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  return row.email.toLowerCase().includes(wanted) || row.first_name.toLowerCase().includes(wanted);
}

/**
 * The export: confirmed subscribers only (the people who may be e-mailed), one row each, the
 * e-mail address and first name under the names Mailchimp and Brevo match on import, then the
 * consent record. `toCsv` makes every cell inert for spreadsheets (formula injection).
 */
export const exportColumns: readonly CsvColumn<Subscriber>[] = [
  { header: copy.exportColumns.email, value: (row) => row.email },
  { header: copy.exportColumns.firstName, value: (row) => row.first_name },
  { header: copy.exportColumns.confirmedAt, value: (row) => row.confirmed_at },
  { header: copy.exportColumns.signedUpAt, value: (row) => row.signed_up_at },
  { header: copy.exportColumns.page, value: (row) => row.consent_page },
  { header: copy.exportColumns.wording, value: (row) => row.consent_text },
];

export const exportable = (rows: readonly Subscriber[]) =>
  rows.filter((row) => row.status === 'confirmed');

/** The consent record's lines: when and where they signed up, confirmed, left. */
export function consentLines(row: Subscriber): string[] {
  return [
    copy.signedUp(formatUkDayTime(row.signed_up_at), row.consent_page),
    ...(row.confirmed_at ? [copy.confirmed(formatUkDayTime(row.confirmed_at))] : []),
    ...(row.unsubscribed_at ? [copy.left(formatUkDayTime(row.unsubscribed_at))] : []),
  ];
}

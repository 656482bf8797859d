// Issue 24, item 5: the e-mail the charity receives about new submissions (staff read it).
// It names who wrote and what about; the messages and applications themselves stay in the
// back-office inbox, so personal data is not copied into mailboxes more than it must be.
import { formatUkDayTime } from '../rules/dates';

export interface NoticeContactMessage {
  createdAt: string;
  name: string;
  email: string;
  subject: string;
}

export interface NoticeVolunteerApplication {
  createdAt: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface SubmissionNoticeInput {
  siteName: string;
  /** The back-office's Submissions screen, absolute. */
  inboxUrl: string;
  contactMessages: readonly NoticeContactMessage[];
  volunteerApplications: readonly NoticeVolunteerApplication[];
}

/** When it came, in UK time; a date that cannot be read is shown as it was stored. */
const when = (iso: string) => formatUkDayTime(iso, iso);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Header fields must stay one line whatever a stored value holds. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/** The notice's subject and plain-text body. */
export function submissionNoticeMail(input: SubmissionNoticeInput): {
  subject: string;
  text: string;
} {
  const counts = [
    input.contactMessages.length
      ? plural(input.contactMessages.length, 'contact message', 'contact messages')
      : null,
    input.volunteerApplications.length
      ? plural(
          input.volunteerApplications.length,
          'volunteer application',
          'volunteer applications',
        )
      : null,
  ].filter((part): part is string => part !== null);
  const lines = [`New on the ${input.siteName} website: ${counts.join(' and ')}.`, ''];
  if (input.contactMessages.length) {
    lines.push('Contact messages:');
    for (const m of input.contactMessages) {
      lines.push(
        `- ${when(m.createdAt)}, ${oneLine(m.name)} <${oneLine(m.email)}>: ${oneLine(m.subject)}`,
      );
    }
    lines.push('');
  }
  if (input.volunteerApplications.length) {
    lines.push('Volunteer applications:');
    for (const a of input.volunteerApplications) {
      lines.push(
        `- ${when(a.createdAt)}, ${oneLine(`${a.firstName} ${a.lastName}`)} <${oneLine(a.email)}>`,
      );
    }
    lines.push('');
  }
  lines.push(
    `Read them in the back-office: ${input.inboxUrl}`,
    '',
    'The messages themselves are kept only in the back-office. You receive this because this address is the contact email in the site settings.',
  );
  return {
    subject: oneLine(`New on ${input.siteName}: ${counts.join(', ')}`),
    text: lines.join('\n'),
  };
}

import { describe, expect, it } from 'vitest';
import { submissionNoticeMail } from './submissionNoticeMail';

const base = { siteName: 'Hope Relief UK', inboxUrl: 'https://example.org/admin/submissions' };

describe('submissionNoticeMail', () => {
  it('counts both kinds and lists who wrote, when (UK time) and about what', () => {
    const mail = submissionNoticeMail({
      ...base,
      contactMessages: [
        {
          createdAt: '2026-07-01T09:05:00Z',
          name: 'Ada Lovelace',
          email: 'ada@example.org',
          subject: 'School visit',
        },
      ],
      volunteerApplications: [
        { createdAt: '2026-01-01T09:05:00Z', firstName: 'Tom', lastName: 'Kay', email: 't@e.org' },
        { createdAt: '2026-01-02T09:05:00Z', firstName: 'Amy', lastName: 'Lee', email: 'a@e.org' },
      ],
    });
    expect(mail.subject).toBe('New on Hope Relief UK: 1 contact message, 2 volunteer applications');
    expect(mail.text).toContain(
      '- 1 Jul 2026, 10:05, Ada Lovelace <ada@example.org>: School visit',
    );
    expect(mail.text).toContain('- 1 Jan 2026, 09:05, Tom Kay <t@e.org>');
    expect(mail.text).toContain(
      'Read them in the back-office: https://example.org/admin/submissions',
    );
  });

  it('keeps a stored value with line breaks on its own line and out of the subject', () => {
    const mail = submissionNoticeMail({
      ...base,
      siteName: 'Evil\r\nBcc: x@y.z',
      contactMessages: [{ createdAt: 'x', name: 'A\nB', email: 'a@b.co', subject: 'Hi\r\nthere' }],
      volunteerApplications: [],
    });
    expect(mail.subject).toBe('New on Evil Bcc: x@y.z: 1 contact message');
    expect(mail.text).toContain('- x, A B <a@b.co>: Hi there');
    expect(mail.text).not.toContain('volunteer');
  });
});

import { describe, expect, it } from 'vitest';
import { checkSignUp, confirmationMail, isMailingListLinkPath, mailingList } from './mailingList';

describe('checkSignUp', () => {
  it('accepts an address, trimmed, with or without a first name', () => {
    expect(checkSignUp({ email: ' a@example.org ', firstName: '' })).toEqual({
      values: { email: 'a@example.org', firstName: '' },
      errors: {},
      valid: true,
    });
  });
  it.each(['', 'a', 'a@b', 'a b@c.d', '<a>@b.c', `${'x'.repeat(250)}@b.co`])(
    'refuses the address "%s"',
    (email) => {
      const result = checkSignUp({ email, firstName: '' });
      expect(result.valid).toBe(false);
      expect(result.errors.email).toBe(mailingList.invalidEmail);
    },
  );
  it('refuses a first name that is too long or holds < >', () => {
    expect(checkSignUp({ email: 'a@b.co', firstName: 'x'.repeat(51) }).errors.firstName).toBe(
      mailingList.firstNameTooLong,
    );
    expect(checkSignUp({ email: 'a@b.co', firstName: '<b>' }).errors.firstName).toBe(
      mailingList.firstNameInvalid,
    );
  });
});

describe('confirmationMail', () => {
  const mail = confirmationMail({
    siteName: 'Hope\r\nBcc: x@evil.test',
    firstName: '<Amina>',
    confirmUrl: 'https://example.org/subscribe/confirm/abc',
    unsubscribeUrl: 'https://example.org/unsubscribe/def',
  });
  it('carries both links in the text and the HTML', () => {
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('https://example.org/subscribe/confirm/abc');
      expect(body).toContain('https://example.org/unsubscribe/def');
    }
  });
  it('keeps the subject one line and escapes what a person typed in the HTML', () => {
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).toContain('Dear &lt;Amina&gt;,');
    expect(mail.html).not.toContain('<Amina>');
  });
});

describe('isMailingListLinkPath', () => {
  it('knows the link pages and nothing else', () => {
    expect(isMailingListLinkPath('/subscribe/confirm/abc')).toBe(true);
    expect(isMailingListLinkPath('/unsubscribe/abc')).toBe(true);
    expect(isMailingListLinkPath('/subscribe')).toBe(false);
    expect(isMailingListLinkPath('/subscribe/sent')).toBe(false);
  });
});

// Issue 37: the mailing list ("Stay Connected"): the sign-up's words, the pages its links open,
// and the confirmation e-mail. The consent wording is stored with each sign-up, word for word,
// as the record of what the person agreed to.

/** The sign-up form, its page and what follows. */
export const mailingList = {
  path: '/subscribe',
  meta: {
    title: 'Stay Connected',
    description: 'Sign up to hear about our work, our appeals and the difference you make.',
  },
  title: 'Stay Connected',
  intro: 'Hear about our work and the difference you make. We e-mail a few times a month.',
  emailLabel: 'Email Address',
  firstNameLabel: 'First Name (optional)',
  /** Shown beside the button and stored with the sign-up as the consent record. */
  consentText:
    'By subscribing you agree to receive e-mails from us about our work and appeals. We will send you a link to confirm first. Every e-mail has a link to unsubscribe at once, and we never share your details.',
  privacyLink: 'Read our Privacy Policy',
  privacyHref: '/privacy-policy',
  submit: 'Subscribe',
  submitting: 'Subscribing...',
  invalidEmail: 'Please enter a valid email address',
  firstNameTooLong: 'First name must be 50 characters or fewer',
  firstNameInvalid: 'First name cannot contain < or >',
  failed:
    'Your subscription could not be saved. Please try again in a few minutes; what you typed is still here.',
  limited: (minutes: number) => {
    const whole = Math.max(1, Math.ceil(minutes));
    return `Too many sign-ups from this connection. Please try again in ${whole} ${whole === 1 ? 'minute' : 'minutes'}.`;
  },
  /** Offered only where the server can send the confirmation e-mail. */
  unavailable:
    'Signing up by e-mail is not available at the moment. Please use our contact page to ask to be added.',
  contactLink: 'Contact us',
  contactHref: '/contact',
  /** Where a sign-up lands (post/redirect/get): the same answer whoever signs up. */
  sent: {
    path: '/subscribe/sent',
    title: 'Check your email',
    message:
      'Thank you. Please check your inbox: we have sent you a link to confirm your subscription, which works for 7 days. If nothing arrives, check your spam folder; if you are already subscribed, there is nothing more to do.',
  },
  confirm: {
    pathPrefix: '/subscribe/confirm/',
    title: 'Confirm your subscription',
    description: 'Press the button to confirm that you would like our e-mails.',
    button: 'Confirm subscription',
    doneTitle: 'You are subscribed',
    done: 'Thank you for confirming. You will hear from us soon, and you can unsubscribe at any time with the link in every e-mail.',
    invalidTitle: 'This link has expired',
    invalid:
      'This confirmation link has expired or has already been used. If you still want our e-mails, please sign up again.',
    signUpAgain: 'Sign up again',
  },
  unsubscribe: {
    pathPrefix: '/unsubscribe/',
    title: 'Unsubscribe',
    description: 'Press the button to stop receiving our e-mails.',
    button: 'Unsubscribe',
    doneTitle: 'You have been unsubscribed',
    done: 'You will not receive any more e-mails from our mailing list.',
    invalidTitle: 'This link is not valid',
    invalid:
      'This unsubscribe link is not valid: the address may already have been removed from our list. If you keep receiving our e-mails, please contact us.',
  },
  homeLink: 'Back to the home page',
  linkFailed: 'We could not do that just now. Please try again in a few minutes.',
} as const;

/** Whether a path is one of the mailing list's link pages, which carry a token. */
export function isMailingListLinkPath(pathname: string): boolean {
  return (
    pathname.startsWith(mailingList.confirm.pathPrefix) ||
    pathname.startsWith(mailingList.unsubscribe.pathPrefix)
  );
}

export interface ConfirmationMailInput {
  siteName: string;
  firstName: string;
  confirmUrl: string;
  unsubscribeUrl: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Header fields must stay one line whatever a stored value holds. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/** The double opt-in e-mail: subject, plain text and HTML, each with both links. */
export function confirmationMail(input: ConfirmationMailInput): {
  subject: string;
  text: string;
  html: string;
} {
  const site = oneLine(input.siteName);
  const greeting = input.firstName.trim() ? `Dear ${oneLine(input.firstName)},` : 'Hello,';
  const lines = [
    `Please confirm that you would like to receive e-mails from ${site} about our work and appeals.`,
    'This link works for 7 days:',
  ];
  const ignore =
    'If you did not sign up, ignore this e-mail: without confirmation you will not be added, and the sign-up is deleted after 30 days.';
  const leave = 'Unsubscribe:';
  const text = [
    greeting,
    '',
    ...lines,
    input.confirmUrl,
    '',
    ignore,
    '',
    `${leave} ${input.unsubscribeUrl}`,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html lang="en"><body style="font-family: Arial, sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lines[0] ?? '')}</p>`,
    `<p><a href="${escapeHtml(input.confirmUrl)}">${escapeHtml(mailingList.confirm.button)}</a> (${escapeHtml('this link works for 7 days')})</p>`,
    `<p>${escapeHtml(ignore)}</p>`,
    `<p style="font-size: 0.9em"><a href="${escapeHtml(input.unsubscribeUrl)}">Unsubscribe</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject: `Please confirm your subscription to ${site}`, text, html };
}

/** The sign-up's fields. */
export interface SignUpValues {
  email: string;
  firstName: string;
}

export const signUpDefaults: SignUpValues = { email: '', firstName: '' };

/** The same rule the database holds (migration 20261129100000). */
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** The sign-up's checks: trimmed values, and each failing field's message. */
export function checkSignUp(values: SignUpValues): {
  values: SignUpValues;
  errors: Partial<Record<keyof SignUpValues, string>>;
  valid: boolean;
} {
  const cleaned = { email: values.email.trim(), firstName: values.firstName.trim() };
  const errors: Partial<Record<keyof SignUpValues, string>> = {};
  if (cleaned.email.length > 254 || !EMAIL.test(cleaned.email)) {
    errors.email = mailingList.invalidEmail;
  }
  if (cleaned.firstName.length > 50) errors.firstName = mailingList.firstNameTooLong;
  else if (/[<>]/.test(cleaned.firstName)) errors.firstName = mailingList.firstNameInvalid;
  return { values: cleaned, errors, valid: Object.keys(errors).length === 0 };
}

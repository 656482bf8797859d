/**
 * The texts of the e-mails for signing in by e-mail (GoTrue's "Your Magic Link") and for
 * confirming it is still you before a sensitive change ("Confirm reauthentication"). As with
 * the confirmation e-mail, the magic link mail carries the link and the code together, as
 * GoTrue's templates can, so verifyOtp works with either.
 */
import { linkAndCodeMail, type Mail } from './mailer.js';

export function magicLinkMail(
  to: string,
  link: string,
  otp: string,
  siteName: string,
  expiry: string,
): Mail {
  return linkAndCodeMail(to, 'Your Magic Link', {
    lead: `Follow this link to sign in to ${siteName}:`,
    link,
    otp,
    expiry,
    notAsked: 'If you did not ask to sign in, ignore this e-mail.',
  });
}

export function reauthenticationMail(to: string, otp: string, expiry: string): Mail {
  return {
    to,
    subject: 'Confirm reauthentication',
    text: [
      `Enter this code to confirm it is you: ${otp}`,
      '',
      `The code works once and expires in ${expiry}. If you did not ask for it, change your password.`,
      '',
    ].join('\n'),
  };
}

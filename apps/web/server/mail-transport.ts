/**
 * The site server's SMTP sender (SMTP_URL, nodemailer), for the mailing list's e-mail (issue 37).
 * Kept here, on the server side, so that no module of the app (whose route modules also reach
 * the browser and Storybook) carries an SMTP client.
 */
import nodemailer from 'nodemailer';
import type { MailSender } from '../app/mailing-list.server';

const TIMEOUT_MS = 15_000;

export function smtpSender(smtpUrl: string): MailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    sendMail: (mail) => transport.sendMail(mail),
    close: () => transport.close(),
  };
}

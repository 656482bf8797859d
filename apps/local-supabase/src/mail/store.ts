/**
 * The mail viewer's messages: every message the local SMTP sink accepted, newest first, in
 * memory (as the Supabase CLI's Inbucket/Mailpit keep them by default), at most MAX_MESSAGES.
 */
import { type ParsedMail, parseMail } from './mime.js';

export const MAX_MESSAGES = 500;

export interface StoredMail extends ParsedMail {
  id: string;
  receivedAt: string;
  /** The envelope's recipients (RCPT TO). */
  recipients: string[];
  raw: string;
}

export class MailStore {
  private messages: StoredMail[] = [];
  private next = 1;

  add(raw: string, recipients: string[]): StoredMail {
    const mail: StoredMail = {
      ...parseMail(raw),
      id: String(this.next++),
      receivedAt: new Date().toISOString(),
      recipients,
      raw,
    };
    this.messages.unshift(mail);
    this.messages.length = Math.min(this.messages.length, MAX_MESSAGES);
    return mail;
  }

  list(): readonly StoredMail[] {
    return this.messages;
  }

  get(id: string): StoredMail | undefined {
    return this.messages.find((mail) => mail.id === id);
  }

  clear(): void {
    this.messages = [];
  }
}

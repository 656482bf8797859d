/**
 * The mail viewer's two HTML pages: the list of messages and one message (its HTML in a
 * sandboxed frame whose links open in a new tab, its text with links made clickable, and its
 * header fields). Plain HTML with no script.
 */
import type { StoredMail } from './store.js';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Escaped text with its http(s) addresses as links. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((piece, i) =>
      i % 2 === 1
        ? `<a href="${escapeHtml(piece)}" target="_blank" rel="noopener noreferrer">${escapeHtml(piece)}</a>`
        : escapeHtml(piece),
    )
    .join('');
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:1rem;max-width:72rem;margin-inline:auto;line-height:1.5}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #ccc;vertical-align:top}
a{color:#0b57d0}pre{white-space:pre-wrap;word-break:break-word;background:#f6f6f6;padding:1rem}
iframe{width:100%;min-height:28rem;border:1px solid #ccc}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}
dt{font-weight:600}dd{margin:0;word-break:break-all}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export function listPage(messages: readonly StoredMail[], base: string): string {
  const rows = messages
    .map(
      (mail) =>
        `<tr><td><a href="${base}/m/${mail.id}">${escapeHtml(mail.subject || '(no subject)')}</a></td><td>${escapeHtml(mail.to || mail.recipients.join(', '))}</td><td>${escapeHtml(mail.from)}</td><td><time datetime="${mail.receivedAt}">${escapeHtml(mail.receivedAt.replace('T', ' ').slice(0, 19))} UTC</time></td></tr>`,
    )
    .join('');
  const body = messages.length
    ? `<table><caption class="count">${messages.length} ${messages.length === 1 ? 'message' : 'messages'}, newest first</caption><thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">From</th><th scope="col">Received</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No messages yet. E-mails the site and its sign-in send while no SMTP_URL is set appear here.</p>';
  return page(
    'Mail viewer',
    `<main><h1>Mail viewer</h1><p>Every e-mail sent in development, kept in memory until local-supabase stops. <a href="${base}/">Refresh</a></p>${body}</main>`,
  );
}

export function messagePage(mail: StoredMail, base: string): string {
  // Links in the HTML open in a new tab: the frame may not navigate this page.
  const html = mail.html
    ? `<h2>HTML</h2><iframe title="The message as HTML" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(`<base target="_blank">${mail.html}`)}"></iframe>`
    : '';
  const text = mail.text !== null ? `<h2>Text</h2><pre>${linkify(mail.text)}</pre>` : '';
  const headers = mail.headers
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${linkify(value)}</dd>`)
    .join('');
  return page(
    mail.subject || 'Message',
    `<main><p><a href="${base}/">All messages</a></p><h1>${escapeHtml(mail.subject || '(no subject)')}</h1><dl><dt>From</dt><dd>${escapeHtml(mail.from)}</dd><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Date</dt><dd>${escapeHtml(mail.date)}</dd></dl>${html}${text}<h2>Header fields</h2><dl>${headers}</dl><p><a href="${base}/api/messages/${mail.id}/raw">Raw message</a></p></main>`,
  );
}

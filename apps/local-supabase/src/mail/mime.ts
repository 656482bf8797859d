/**
 * Just enough of MIME (RFC 2045-2047) to show a message in the mail viewer: the header fields
 * (unfolded, encoded words decoded), and the first text/plain and text/html parts of any
 * multipart nesting, decoded from quoted-printable or base64 in their charset.
 */

export interface ParsedMail {
  headers: [name: string, value: string][];
  subject: string;
  from: string;
  to: string;
  date: string;
  text: string | null;
  html: string | null;
}

function splitHead(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { head: raw, body: '' };
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

function decodeBytes(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset || 'utf-8').decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

function quotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? '', 'latin1'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (`=?utf-8?Q?...?=`, `=?utf-8?B?...?=`) in a header value. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_, charset: string, kind: string, data: string) =>
        decodeBytes(
          kind.toUpperCase() === 'B'
            ? Buffer.from(data, 'base64')
            : quotedPrintable(data.replace(/_/g, ' ')),
          charset,
        ),
    );
}

function parseHeaders(head: string): [string, string][] {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const fields: [string, string][] = [];
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      fields.push([line.slice(0, colon).trim(), decodeWords(line.slice(colon + 1).trim())]);
  }
  return fields;
}

function field(headers: [string, string][], name: string): string {
  return headers.find(([key]) => key.toLowerCase() === name)?.[1] ?? '';
}

/** A header's parameter (`boundary`, `charset`), quoted or not. */
function parameter(value: string, name: string): string {
  return new RegExp(`${name}="?([^";]+)"?`, 'i').exec(value)?.[1] ?? '';
}

function bodyOf(body: string, headers: [string, string][]): string {
  const encoding = field(headers, 'content-transfer-encoding').toLowerCase();
  const charset = parameter(field(headers, 'content-type'), 'charset');
  if (encoding === 'base64')
    return decodeBytes(Buffer.from(body.replace(/\s+/g, ''), 'base64'), charset);
  if (encoding === 'quoted-printable') return decodeBytes(quotedPrintable(body), charset);
  return decodeBytes(Buffer.from(body, 'latin1'), charset);
}

function collect(part: string, found: { text: string | null; html: string | null }, depth = 0) {
  if (depth > 10) return;
  const { head, body } = splitHead(part);
  const headers = parseHeaders(head);
  const type = field(headers, 'content-type').toLowerCase() || 'text/plain';
  if (type.startsWith('multipart/')) {
    const boundary = parameter(field(headers, 'content-type'), 'boundary');
    if (!boundary) return;
    const pieces = body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      collect(piece.replace(/^\r?\n/, ''), found, depth + 1);
    }
    return;
  }
  if (/attachment/i.test(field(headers, 'content-disposition'))) return;
  if (type.startsWith('text/html') && found.html === null) found.html = bodyOf(body, headers);
  else if (type.startsWith('text/plain') && found.text === null) found.text = bodyOf(body, headers);
}

/** A raw message (as the SMTP DATA command carried it) read for the viewer. */
export function parseMail(raw: string): ParsedMail {
  const { head } = splitHead(raw);
  const headers = parseHeaders(head);
  const found = { text: null as string | null, html: null as string | null };
  collect(raw, found);
  return {
    headers,
    subject: field(headers, 'subject'),
    from: field(headers, 'from'),
    to: field(headers, 'to'),
    date: field(headers, 'date'),
    text: found.text,
    html: found.html,
  };
}

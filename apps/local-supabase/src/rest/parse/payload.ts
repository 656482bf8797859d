/**
 * The request body (PostgREST's Payload): its media type from Content-Type, then JSON, CSV, or
 * the raw text/xml/bytea a function takes whole.
 */
import { parseJson } from '../../http/util.js';
import { restError } from '../errors.js';
import type { BodyMedia } from '../request.js';

/** A Content-Type as PostgREST tells request bodies apart. */
export function bodyMedia(header: string | undefined): BodyMedia {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  switch (type) {
    case '':
    case 'application/json':
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.array+json':
      return 'json';
    case 'text/csv':
      return 'csv';
    case 'text/plain':
      return 'text';
    case 'text/xml':
      return 'xml';
    case 'application/octet-stream':
      return 'bytea';
    case 'application/x-www-form-urlencoded':
      return 'form';
    default:
      return 'other';
  }
}

/**
 * A body a function takes whole as its single unnamed argument: text/plain (text), text/xml
 * (xml) or application/octet-stream (bytea), as PostgREST passes it.
 */
export class RawBody {
  constructor(
    readonly media: 'text' | 'xml' | 'bytea',
    readonly data: Buffer,
  ) {}
}

/**
 * A request body: nothing, JSON within the nesting limit (PGRST102 otherwise), CSV as the array
 * of objects PostgREST makes of it, or a function's raw text/xml/bytea argument.
 */
export function parsePayload(buf: Buffer, media: BodyMedia = 'json'): unknown {
  if (media === 'text' || media === 'xml' || media === 'bytea') return new RawBody(media, buf);
  if (buf.length === 0) return undefined;
  if (media === 'csv') return parseCsvBody(buf.toString('utf8'));
  const parsed = parseJson(buf);
  if (!parsed.ok) throw restError(400, 'PGRST102', 'Empty or invalid json', parsed.error);
  return parsed.value;
}

/**
 * A CSV body as PostgREST reads one: the first record names the columns, each other record is
 * an object of strings (the unquoted text `NULL` is null). Quotes as RFC 4180 writes them.
 */
export function parseCsvBody(text: string): Record<string, string | null>[] {
  const records: { value: string; quoted: boolean }[][] = [];
  let record: { value: string; quoted: boolean }[] = [];
  let field = '';
  let quoted = false;
  let inQuotes = false;
  const endField = () => {
    record.push({ value: field, quoted });
    field = '';
    quoted = false;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (inQuotes) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') inQuotes = false;
      else field += ch;
    } else if (ch === '"' && field === '') {
      inQuotes = true;
      quoted = true;
    } else if (ch === ',') endField();
    else if (ch === '\n' || (ch === '\r' && text[i + 1] === '\n')) {
      if (ch === '\r') i++;
      endRecord();
    } else field += ch;
  }
  if (inQuotes)
    throw restError(400, 'PGRST102', 'Empty or invalid json', 'unterminated quote in CSV');
  if (field !== '' || quoted || record.length > 0) endRecord();
  const [header, ...rows] = records;
  if (!header) throw restError(400, 'PGRST102', 'Empty or invalid json', 'CSV without a header');
  const keys = header.map((f) => f.value);
  return rows.map((r, n) => {
    if (r.length !== keys.length) {
      throw restError(
        400,
        'PGRST102',
        'Empty or invalid json',
        `CSV record ${n + 2} has ${r.length} fields, the header ${keys.length}`,
      );
    }
    return Object.fromEntries(
      r.map((f, i) => [keys[i], !f.quoted && f.value === 'NULL' ? null : f.value]),
    );
  });
}

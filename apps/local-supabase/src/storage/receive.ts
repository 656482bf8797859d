/**
 * Streams an upload body to a file as it arrives: raw bodies as they are, multipart bodies
 * through a small streaming parser that writes the file part and keeps only the tiny text
 * fields. The size cap is enforced on the bytes as they come (BodyTooLarge the moment it is
 * crossed), the MD5 and the first bytes (for type sniffing) are computed on the way, and the
 * request is read with back-pressure, so memory stays bounded however many uploads run.
 */
import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { BodyTooLarge } from '../http/errors.js';
import { boundaryOf } from './multipart.js';

/**
 * What type sniffing sees: the first and the last 64 KiB (a .docx names word/ in its local
 * headers near the start and again in the zip's central directory at the end).
 */
const HEAD_BYTES = 64 * 1024;
const TAIL_BYTES = 64 * 1024;
const MAX_PART_HEADERS = 16 * 1024;
const MAX_FIELDS = 64 * 1024;

export interface Received {
  size: number;
  md5: string;
  head: Buffer;
  /** The type the client claimed (the part's Content-Type for multipart). */
  declared: string;
  /** Text fields of a multipart body (cacheControl ...). */
  fields: Map<string, string>;
  /** False when a multipart body held no file part. */
  hasFile: boolean;
}

export class MalformedMultipart extends Error {}

class FileSink {
  size = 0;
  private hash = createHash('md5');
  private headParts: Buffer[] = [];
  private headSize = 0;
  private tail: Buffer = Buffer.alloc(0);
  private out: WriteStream;
  private failed: Error | undefined;

  constructor(
    file: string,
    private readonly limit: number,
  ) {
    this.out = createWriteStream(file, { mode: 0o600 });
    this.out.on('error', (e) => {
      this.failed = e;
    });
  }

  async write(chunk: Buffer): Promise<void> {
    if (this.failed) throw this.failed;
    if (chunk.length === 0) return;
    this.size += chunk.length;
    if (this.size > this.limit) throw new BodyTooLarge();
    this.hash.update(chunk);
    if (this.headSize < HEAD_BYTES) {
      const take = chunk.subarray(0, HEAD_BYTES - this.headSize);
      this.headParts.push(Buffer.from(take));
      this.headSize += take.length;
    }
    const joined = chunk.length >= TAIL_BYTES ? chunk : Buffer.concat([this.tail, chunk]);
    this.tail = Buffer.from(joined.subarray(Math.max(0, joined.length - TAIL_BYTES)));
    if (!this.out.write(chunk)) {
      await new Promise<void>((resolve, reject) => {
        this.out.once('drain', resolve);
        this.out.once('error', reject);
      });
    }
  }

  async close(): Promise<{ md5: string; head: Buffer }> {
    await new Promise<void>((resolve, reject) => {
      this.out.end((e?: Error | null) => (e ? reject(e) : resolve()));
    });
    if (this.failed) throw this.failed;
    const head = Buffer.concat(this.headParts);
    // Small files: the tail repeats the head; sniff the file once.
    const sample = this.size <= HEAD_BYTES ? head : Buffer.concat([head, this.tail]);
    return { md5: this.hash.digest('hex'), head: sample };
  }

  destroy(): void {
    this.out.destroy();
  }
}

export async function receiveUpload(
  req: IncomingMessage,
  opts: { file: string; limit: number; contentType: string },
): Promise<Received> {
  const isMultipart = opts.contentType.toLowerCase().startsWith('multipart/form-data');
  const sink = new FileSink(opts.file, opts.limit);
  try {
    if (!isMultipart) {
      for await (const chunk of req) await sink.write(chunk as Buffer);
      const { md5, head } = await sink.close();
      return {
        size: sink.size,
        md5,
        head,
        declared: opts.contentType,
        fields: new Map(),
        hasFile: true,
      };
    }
    const boundary = boundaryOf(opts.contentType);
    if (!boundary) throw new MalformedMultipart('no boundary');
    const parsed = await parseMultipartStream(req, boundary, sink);
    const { md5, head } = await sink.close();
    return { size: sink.size, md5, head, ...parsed };
  } catch (e) {
    sink.destroy();
    req.resume(); // discard the rest, keep nothing
    throw e;
  }
}

/**
 * multipart/form-data, streamed: the first part with a filename (or the unnamed part
 * supabase-js sends) goes to the sink; other parts are small fields kept as text.
 */
async function parseMultipartStream(
  req: IncomingMessage,
  boundary: string,
  sink: FileSink,
): Promise<Omit<Received, 'size' | 'md5' | 'head'>> {
  const first = Buffer.from(`--${boundary}`);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const fields = new Map<string, string>();
  let fieldBytes = 0;
  let declared = 'application/octet-stream';
  let hasFile = false;
  let buf: Buffer = Buffer.alloc(0);
  type State = 'preamble' | 'afterDelimiter' | 'headers' | 'body' | 'done';
  let state = 'preamble' as State;
  let part: { name: string; isFile: boolean; text: Buffer[] } | undefined;

  const emit = async (data: Buffer) => {
    if (!part || data.length === 0) return;
    if (part.isFile) await sink.write(data);
    else {
      fieldBytes += data.length;
      if (fieldBytes > MAX_FIELDS) throw new BodyTooLarge();
      part.text.push(Buffer.from(data));
    }
  };
  const endPart = () => {
    if (part && !part.isFile) fields.set(part.name, Buffer.concat(part.text).toString('utf8'));
    part = undefined;
  };

  const step = async (): Promise<boolean> => {
    switch (state) {
      case 'preamble': {
        const at = buf.indexOf(first);
        if (at < 0) {
          if (buf.length > MAX_PART_HEADERS) throw new MalformedMultipart('no first boundary');
          return false;
        }
        buf = buf.subarray(at + first.length);
        state = 'afterDelimiter';
        return true;
      }
      case 'afterDelimiter': {
        if (buf.length < 2) return false;
        if (buf[0] === 0x2d && buf[1] === 0x2d) {
          state = 'done';
          return false;
        }
        if (buf[0] !== 0x0d || buf[1] !== 0x0a) throw new MalformedMultipart('bad delimiter');
        buf = buf.subarray(2);
        state = 'headers';
        return true;
      }
      case 'headers': {
        const end = buf.indexOf('\r\n\r\n');
        if (end < 0) {
          if (buf.length > MAX_PART_HEADERS) throw new MalformedMultipart('headers too long');
          return false;
        }
        let name = '';
        let filename: string | undefined;
        let type: string | undefined;
        for (const h of buf.toString('utf8', 0, end).split('\r\n')) {
          const [k = '', ...rest] = h.split(':');
          const v = rest.join(':').trim();
          if (k.toLowerCase() === 'content-disposition') {
            name = /\bname="([^"]*)"/i.exec(v)?.[1] ?? '';
            filename = /\bfilename="([^"]*)"/i.exec(v)?.[1];
          } else if (k.toLowerCase() === 'content-type') type = v;
        }
        const isFile = !hasFile && (filename !== undefined || name === '');
        if (isFile) {
          hasFile = true;
          declared = type ?? 'application/octet-stream';
        }
        part = { name, isFile, text: [] };
        buf = buf.subarray(end + 4);
        state = 'body';
        return true;
      }
      case 'body': {
        const at = buf.indexOf(delimiter);
        if (at >= 0) {
          await emit(buf.subarray(0, at));
          endPart();
          buf = buf.subarray(at + delimiter.length);
          state = 'afterDelimiter';
          return true;
        }
        // Keep a tail that could be the start of a delimiter split across chunks.
        const keep = delimiter.length - 1;
        if (buf.length > keep) {
          await emit(buf.subarray(0, buf.length - keep));
          buf = Buffer.from(buf.subarray(buf.length - keep));
        }
        return false;
      }
      default:
        return false;
    }
  };

  for await (const chunk of req) {
    if (state === 'done') continue; // epilogue
    buf = buf.length ? Buffer.concat([buf, chunk as Buffer]) : (chunk as Buffer);
    while (await step()) {
      // keep stepping while progress is made
    }
  }
  if (state !== 'done') throw new MalformedMultipart('unterminated body');
  return { declared, fields, hasFile };
}

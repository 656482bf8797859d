/**
 * The smallest tar (POSIX ustar) a backup needs: regular files only, streamed both ways so a
 * backup of large stored files never sits in memory. Any `tar` tool can list or unpack one.
 */

const BLOCK = 512;

export interface TarEntry {
  name: string;
  size: number;
  /** The bytes, exactly `size` of them. */
  body(): AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}

function field(header: Buffer, offset: number, length: number, value: string): void {
  header.write(value, offset, length, 'utf8');
}

function octal(value: number, length: number): string {
  return `${value.toString(8).padStart(length - 1, '0')}\0`;
}

/** Splits a long path into ustar's prefix (155) and name (100) fields. */
function splitName(name: string): [string, string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  const slash = name.lastIndexOf('/', 155);
  const prefix = name.slice(0, slash);
  const rest = name.slice(slash + 1);
  if (slash <= 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(rest) > 100) {
    throw new Error(`path too long for a tar header: ${name}`);
  }
  return [prefix, rest];
}

export function header(name: string, size: number, mtimeSeconds: number): Buffer {
  const h = Buffer.alloc(BLOCK);
  const [prefix, short] = splitName(name);
  field(h, 0, 100, short);
  field(h, 100, 8, octal(0o600, 8));
  field(h, 108, 8, octal(0, 8));
  field(h, 116, 8, octal(0, 8));
  field(h, 124, 12, octal(size, 12));
  field(h, 136, 12, octal(mtimeSeconds, 12));
  field(h, 148, 8, '        ');
  field(h, 156, 1, '0');
  field(h, 257, 6, 'ustar\0');
  field(h, 263, 2, '00');
  field(h, 345, 155, prefix);
  let sum = 0;
  for (const byte of h) sum += byte;
  field(h, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return h;
}

function padding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** The archive of `entries`, chunk by chunk. */
export async function* writeTar(
  entries: AsyncIterable<TarEntry> | Iterable<TarEntry>,
): AsyncGenerator<Uint8Array> {
  const now = Math.floor(Date.now() / 1000);
  for await (const entry of entries) {
    yield header(entry.name, entry.size, now);
    let written = 0;
    for await (const chunk of entry.body()) {
      written += chunk.length;
      yield chunk;
    }
    if (written !== entry.size) {
      throw new Error(
        `${entry.name} changed while it was archived (${written} of ${entry.size} bytes)`,
      );
    }
    yield padding(entry.size);
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** Reads exact byte counts from a stream of chunks. */
class Bytes {
  private buf: Buffer = Buffer.alloc(0);
  private done = false;

  constructor(private readonly source: AsyncIterator<Uint8Array>) {}

  private async fill(n: number): Promise<boolean> {
    while (this.buf.length < n && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else
        this.buf = this.buf.length
          ? Buffer.concat([this.buf, next.value])
          : Buffer.from(next.value);
    }
    return this.buf.length >= n;
  }

  /** Exactly n bytes, or undefined at a clean end of the stream. */
  async read(n: number): Promise<Buffer | undefined> {
    if (!(await this.fill(n))) {
      if (this.buf.length === 0) return undefined;
      throw new Error('the archive ends in the middle of an entry');
    }
    const out = this.buf.subarray(0, n);
    this.buf = this.buf.subarray(n);
    return out;
  }

  /** The next n bytes as they arrive. */
  async *take(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (this.buf.length === 0 && !(await this.fill(1))) {
        throw new Error('the archive ends in the middle of an entry');
      }
      const chunk = this.buf.subarray(0, Math.min(left, this.buf.length));
      this.buf = this.buf.subarray(chunk.length);
      left -= chunk.length;
      yield chunk;
    }
  }
}

function text(h: Buffer, offset: number, length: number): string {
  const raw = h.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? length : end).toString('utf8');
}

/**
 * Calls `onEntry` for each regular file in the archive, in order. The handler must read the
 * body to its end (or the rest is skipped for it).
 */
export async function readTar(
  source: AsyncIterable<Uint8Array>,
  onEntry: (name: string, size: number, body: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const bytes = new Bytes(source[Symbol.asyncIterator]());
  for (;;) {
    const h = await bytes.read(BLOCK);
    if (!h || h.every((b) => b === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : (h[i] as number);
    if (Number.parseInt(text(h, 148, 8).trim(), 8) !== sum) {
      throw new Error('not a tar archive (bad header checksum)');
    }
    const prefix = text(h, 345, 155);
    const name = prefix ? `${prefix}/${text(h, 0, 100)}` : text(h, 0, 100);
    const size = Number.parseInt(text(h, 124, 12).trim() || '0', 8);
    const type = text(h, 156, 1);
    let consumed = 0;
    const body = (async function* () {
      for await (const chunk of bytes.take(size)) {
        consumed += chunk.length;
        yield chunk;
      }
    })();
    if (type === '0' || type === '') await onEntry(name, size, body);
    // Whatever the handler did not read is skipped, so the next header lines up.
    for await (const _ of bytes.take(size - consumed)) {
      // skipped
    }
    await bytes.read((BLOCK - (size % BLOCK)) % BLOCK);
  }
}

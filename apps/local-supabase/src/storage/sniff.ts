/**
 * Content sniffing: the type of a file is decided by its bytes, not by the name or the
 * Content-Type the client claims (DECISIONS 11). Returns undefined for anything we do not
 * recognise, which the bucket's allow-list then refuses.
 */
const ascii = (buf: Buffer, start: number, text: string) =>
  buf.length >= start + text.length && buf.toString('latin1', start, start + text.length) === text;

export function sniffMime(buf: Buffer): string | undefined {
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (ascii(buf, 0, 'GIF87a') || ascii(buf, 0, 'GIF89a')) return 'image/gif';
  if (ascii(buf, 0, 'RIFF') && ascii(buf, 8, 'WEBP')) return 'image/webp';
  if (ascii(buf, 4, 'ftyp')) {
    const brand = buf.toString('latin1', 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'image/avif';
    if (brand === 'qt  ') return 'video/quicktime';
    return 'video/mp4';
  }
  if (buf.length >= 4 && buf.readUInt32BE(0) === 0x1a45dfa3) return 'video/webm';
  if (ascii(buf, 0, 'OggS')) return 'video/ogg';
  if (ascii(buf, 0, '%PDF-')) return 'application/pdf';
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
  ) {
    // OLE compound file: the legacy Word format (also used by old Excel/PowerPoint; those
    // are rejected by the allow-list only if they claim another type).
    return 'application/msword';
  }
  if (ascii(buf, 0, 'PK\u0003\u0004')) {
    // A .docx is a zip whose entries include word/document.xml.
    if (buf.includes('word/document.xml') || buf.includes('word/')) {
      return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    }
    return 'application/zip';
  }
  if (looksLikeSvg(buf)) return 'image/svg+xml';
  return undefined;
}

function looksLikeSvg(buf: Buffer): boolean {
  const head = buf
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (!head.startsWith('<')) return false;
  // Skip an XML declaration, comments and a doctype, then expect the svg root element.
  const stripped = head
    .replace(/^<\?xml[\s\S]*?\?>\s*/, '')
    .replace(/^(<!--[\s\S]*?-->\s*)+/, '')
    .replace(/^<!DOCTYPE[\s\S]*?>\s*/i, '')
    .replace(/^(<!--[\s\S]*?-->\s*)+/, '');
  return /^<svg[\s>]/i.test(stripped);
}

/** Types that a browser could execute if served inline as a document. */
export function isActiveContent(mime: string): boolean {
  return /svg|html|xml|javascript|ecmascript/i.test(mime);
}

export function mimeAllowed(mime: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((a) => {
    const rule = a.toLowerCase().split(';')[0]?.trim() ?? '';
    if (rule.endsWith('/*')) return mime.startsWith(rule.slice(0, -1));
    return rule === mime;
  });
}

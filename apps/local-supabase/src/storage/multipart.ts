/** A small multipart/form-data parser for storage uploads (the body is already in memory). */
export interface Part {
  name: string;
  filename?: string | undefined;
  contentType?: string | undefined;
  data: Buffer;
}

export function boundaryOf(contentType: string): string | undefined {
  const m = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return m?.[1] ?? m?.[2];
}

export function parseMultipart(body: Buffer, boundary: string): Part[] | undefined {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Part[] = [];
  let pos = body.indexOf(delimiter);
  if (pos < 0) return undefined;
  for (;;) {
    pos += delimiter.length;
    // "--" after a delimiter ends the body.
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) return parts;
    if (body[pos] === 0x0d && body[pos + 1] === 0x0a) pos += 2;
    else return undefined;
    const headerEnd = body.indexOf('\r\n\r\n', pos);
    if (headerEnd < 0) return undefined;
    const headers = body.toString('utf8', pos, headerEnd).split('\r\n');
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4);
    if (next < 0) return undefined;
    const part: Part = { name: '', data: body.subarray(headerEnd + 4, next) };
    for (const h of headers) {
      const [k = '', ...rest] = h.split(':');
      const v = rest.join(':').trim();
      if (k.toLowerCase() === 'content-disposition') {
        part.name = /\bname="([^"]*)"/i.exec(v)?.[1] ?? '';
        part.filename = /\bfilename="([^"]*)"/i.exec(v)?.[1];
      } else if (k.toLowerCase() === 'content-type') {
        part.contentType = v;
      }
    }
    parts.push(part);
    pos = next + 2;
  }
}

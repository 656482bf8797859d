// Writes .br and .gz beside every text asset of the built site, so the static server can send
// compressed bytes without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(html|js|css|svg|json|txt|xml|map|data)$/;

export function compressDir(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      compressDir(file);
    } else if (TEXT.test(name)) {
      const body = readFileSync(file);
      if (body.length < 1024) continue;
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  compressDir(process.argv[2] ?? 'apps/web/build/client');
}

#!/usr/bin/env node
// `node scripts/make-icons.mjs`: the site's raster icons and default share image, drawn from
// apps/web/public/favicon.svg by the Chromium the tests use (no image library needed), and
// committed: favicon.ico (16, 32 and 48 px PNGs in an ICO), apple-touch-icon.png (180 px, on
// white: iOS fills transparency with black), icon-192.png and icon-512.png for the web manifest,
// and share-image.png (1200 x 630, the logo on the brand colour) for link previews of pages with
// no picture when Settings name no default share image. Run it again after changing the logo.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { root } from './workspace.mjs';

const publicDir = path.join(root, 'apps', 'web', 'public');
const svg = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
const svgUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const brand = /fill="(#[0-9a-fA-F]{6})"/.exec(svg)?.[1] ?? '#2A9F8E';

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ deviceScaleFactor: 1 });

/** The logo drawn at `size` px inside a `width` x `height` canvas. */
async function draw({ width, height, size = Math.min(width, height), background = null }) {
  await page.setViewportSize({ width, height });
  await page.setContent(
    `<html><body style="margin:0;width:${width}px;height:${height}px;display:grid;place-items:center;background:${background ?? 'transparent'}">
       <img src="${svgUrl}" width="${size}" height="${size}" alt="">
     </body></html>`,
  );
  await page.locator('img').evaluate((img) => img.decode());
  return page.screenshot({ omitBackground: background === null, type: 'png' });
}

/** An ICO holding PNG images (understood by every browser since Internet Explorer 7 on Vista). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2);
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

try {
  const small = [];
  for (const size of [16, 32, 48])
    small.push({ size, png: await draw({ width: size, height: size }) });
  await writeFile(path.join(publicDir, 'favicon.ico'), ico(small));
  await writeFile(
    path.join(publicDir, 'apple-touch-icon.png'),
    await draw({ width: 180, height: 180, size: 160, background: '#ffffff' }),
  );
  for (const size of [192, 512]) {
    await writeFile(
      path.join(publicDir, `icon-${size}.png`),
      await draw({ width: size, height: size }),
    );
  }
  await writeFile(
    path.join(publicDir, 'share-image.png'),
    await draw({ width: 1200, height: 630, size: 360, background: brand }),
  );
  console.log(`Icons and share image written to ${path.relative(root, publicDir)}`);
} finally {
  await browser.close();
}

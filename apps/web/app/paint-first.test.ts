// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../server/headers';
import {
  AFTER_PAINT_SCRIPT,
  DEFERRED_MODULE_TYPE,
  DEFERRED_PRELOAD_REL,
  DEFERRED_SCRIPT_TYPE,
  hydrateAfterPaint,
} from './paint-first';

const NONCE = 'AAAAAAAAAAAAAAAAAAAAAAAA';
const MODULE_BODY = 'import "/assets/entry.js";\nimport * as route0 from "/assets/root.js";';
/** The start of React Router's `<ScrollRestoration>` script, as it renders it. */
const SCROLL_BODY =
  '((storageKey, restoreKey) => {\n\t\tif (!window.history.state || !window.history.state.key) {}\n\t})("react-router-scroll-positions", null)';

/** A document shaped as React Router renders a public page (preloads, then the module script). */
const document = (extra = '') =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/site.css"/></head><body><main><h1>Hope</h1></main>` +
  `<script nonce="${NONCE}">${SCROLL_BODY}</script>` +
  `<link rel="modulepreload" href="/assets/entry.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/root.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/entry.js" nonce="${NONCE}"/>` +
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${MODULE_BODY}</script>${extra}</body></html>`;

const sha = (text: string) => createHash('sha256').update(text).digest('base64');

describe('paint first, then hydrate (issue 36)', () => {
  const html = hydrateAfterPaint(document());

  it('sends no module preload and no module script for the parser to fetch', () => {
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain('<h1>Hope</h1>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
  });

  it("keeps React Router's module byte for byte as an inert block where it was", () => {
    expect(html).toContain(
      `<script nonce="${NONCE}" type="${DEFERRED_MODULE_TYPE}">${MODULE_BODY}</script>`,
    );
    expect(html.indexOf(DEFERRED_MODULE_TYPE)).toBeGreaterThan(
      html.indexOf('window.__reactRouterContext'),
    );
  });

  it('keeps each preload in its place as an inert link, for the waiting script to start', () => {
    expect(html).toContain(
      `<link rel="${DEFERRED_PRELOAD_REL}" href="/assets/entry.js"/><link rel="${DEFERRED_PRELOAD_REL}" href="/assets/root.js"/>`,
    );
    expect(AFTER_PAINT_SCRIPT).toContain(`link[rel="${DEFERRED_PRELOAD_REL}"]`);
    expect(AFTER_PAINT_SCRIPT).toContain(`"${DEFERRED_MODULE_TYPE}"`);
  });

  it("holds React Router's scroll restoration byte for byte, for the waiting script to run", () => {
    expect(html).toContain(
      `<script nonce="${NONCE}" type="${DEFERRED_SCRIPT_TYPE}">${SCROLL_BODY}</script>`,
    );
    expect(html).not.toContain(`<script nonce="${NONCE}">((storageKey`);
    expect(AFTER_PAINT_SCRIPT).toContain(`"${DEFERRED_SCRIPT_TYPE}"`);
  });

  it('ends the body with the waiting script', () => {
    expect(
      html.endsWith(`<script nonce="${NONCE}">${AFTER_PAINT_SCRIPT}</script></body></html>`),
    ).toBe(true);
  });

  it('lets the site server allow the module it runs, by the hash of the inert block', () => {
    // The waiting script runs the block's text as a new module script: the page's policy must
    // list that text's hash, as it lists every inline script that carries the render's nonce.
    const hashes = inlineScriptHashes(html, NONCE);
    expect(hashes).toContain(`'sha256-${sha(MODULE_BODY)}'`);
    expect(hashes).toContain(`'sha256-${sha(SCROLL_BODY)}'`);
    expect(hashes).toContain(`'sha256-${sha(AFTER_PAINT_SCRIPT)}'`);
  });

  it('leaves a document of another shape as it is', () => {
    const content = '<!DOCTYPE html><html><body><main><h1>About</h1></main></body></html>';
    expect(hydrateAfterPaint(content)).toBe(content);
    const two = document(`<script nonce="${NONCE}" type="module" async="">x()</script>`);
    expect(hydrateAfterPaint(two)).toBe(two);
  });
});

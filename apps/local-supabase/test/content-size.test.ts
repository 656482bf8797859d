/**
 * A page's stored content is capped at 1 MiB of JSON by the database itself (migration
 * 20261125212000_pages_content_size), so every writer meets it and the site server never caches
 * a giant page; REST answers it as PostgREST does, 400 23514. The REST body limit is sized to
 * match: 2 MiB, where it accepted 9 MiB before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REST_BODY } from '../src/rest/handler.js';
import { client, createStaff, signedIn, startTestServer, type TestServer } from './helpers.js';
import { hasPg15, type Pg15, startPg15 } from './pg15.js';

const CAP = 1024 * 1024;

/** Content whose JSON text is about `bytes` long: one text section. */
function contentOf(bytes: number) {
  return { sections: [{ id: 's1', type: 'text', content: 'x'.repeat(bytes - 60) }] };
}

function defineSizeTests(get: () => TestServer, engine: string) {
  it(`${engine}: given an editor saving a page just under 1 MiB, then it is stored whole`, async () => {
    const editor = await signedIn(get(), `editor-${engine}@example.org`);
    const content = contentOf(CAP - 1000);
    const r = await editor
      .from('pages')
      .insert({ title: 'Big', slug: `big-${engine}`, content })
      .select('content');
    expect(r.error).toBeNull();
    expect(JSON.stringify(r.data?.[0]?.content).length).toBe(JSON.stringify(content).length);
  });

  it(`${engine}: given content over 1 MiB, then 400 23514 from the database and nothing is stored, whoever writes`, async () => {
    const editor = await signedIn(get(), `editor-${engine}@example.org`);
    const admin = client(get().url, get().serviceRoleKey);
    for (const writer of [editor, admin]) {
      const r = await writer
        .from('pages')
        .insert({ title: 'Too big', slug: `too-big-${engine}`, content: contentOf(CAP + 1000) });
      expect(r.status).toBe(400);
      expect(r.error?.code).toBe('23514');
      expect(r.error?.message).toContain('pages_content_size');
    }
    const grown = await admin
      .from('pages')
      .update({ content: contentOf(CAP + 1000) })
      .eq('slug', `big-${engine}`);
    expect(grown.error?.code).toBe('23514');
    const none = await admin.from('pages').select('id').eq('slug', `too-big-${engine}`);
    expect(none.data).toEqual([]);
  });

  it(`${engine}: given a 9 MiB page body, then 413 before anything reaches the database`, async () => {
    const body = JSON.stringify({
      title: 'Huge',
      slug: `huge-${engine}`,
      content: contentOf(9 * CAP),
    });
    expect(body.length).toBeGreaterThan(MAX_REST_BODY);
    const res = await fetch(`${get().url}/rest/v1/pages`, {
      method: 'POST',
      headers: {
        apikey: get().serviceRoleKey,
        Authorization: `Bearer ${get().serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      code: 'PGRST413',
      details: null,
      hint: null,
      message: 'Payload Too Large',
    });
  });
}

describe('page content size on PGlite', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await createStaff(server, 'editor-pglite@example.org', 'editor');
  });
  afterAll(async () => {
    await server?.cleanup();
  });
  defineSizeTests(() => server, 'pglite');
});

describe.skipIf(!hasPg15)(
  hasPg15
    ? 'page content size on PostgreSQL 15'
    : 'page content size on PostgreSQL 15 (skipped: /usr/lib/postgresql/15/bin not found)',
  () => {
    let server: TestServer;
    let pg: Pg15 | undefined;
    beforeAll(async () => {
      pg = await startPg15();
      server = await startTestServer({ databaseUrl: pg.url });
      await createStaff(server, 'editor-pg15@example.org', 'editor');
    });
    afterAll(async () => {
      await server?.cleanup();
      pg?.stop();
    });
    defineSizeTests(() => server, 'pg15');
  },
);

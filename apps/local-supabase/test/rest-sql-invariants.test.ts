/**
 * The security invariants of the SQL writer, pinned: identifiers come only from the schema
 * cache (a request's own words appear only as quoted output labels), casts only from the
 * allow-list or the catalog, and every value (limits and offsets too) is a bound parameter.
 */
import { describe, expect, it } from 'vitest';
import { ALLOWED_CASTS } from '../src/rest/parse.js';
import type { ReadPlan } from '../src/rest/plan.js';
import { readStatement } from '../src/rest/sql.js';
import { plan, refusal, schema, statements } from './rest-helpers.js';

/** Every double-quoted identifier in a statement, unescaped. */
function identifiers(sql: string): string[] {
  return [...sql.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => (m[1] ?? '').replace(/""/g, '"'));
}

/** The statement with quoted identifiers and placeholders removed: the SQL we wrote ourselves. */
function skeleton(sql: string): string {
  return sql.replace(/"((?:[^"]|"")*)"/g, 'ID').replace(/\$\d+/g, 'P');
}

const cacheNames = new Set<string>([
  schema.schema,
  ...[...schema.tables.values()].flatMap((t) => [t.name, ...t.columns.keys()]),
  ...[...schema.functions.values()].flat().flatMap((f) => [f.name, ...f.args.map((a) => a.name)]),
]);

/** Requests touching every kind of clause the writer produces. */
const requests: [string, string, unknown?, Record<string, string>?][] = [
  ['GET', 'books?select=id,title::text,tags&year=gte.2000&order=year.desc.nullslast&limit=2'],
  ['GET', 'books?select=title,author:authors!books_author_id_fkey(name)&title=like(any).{A*,D*}'],
  [
    'GET',
    'authors?select=name,books!author_id!inner(title,editor:editor_id(name))&books.title=eq.x&books.order=id&books.limit=3&books.offset=1',
  ],
  ['GET', 'authors?select=profiles(bio)&or=(id.eq.1,and(name.ilike.*a*,id.not.in.(2,3)))'],
  ['GET', 'books?body=wfts(english).fox&published=is.true&tags=cs.{a}&editor_id=isdistinct.1'],
  ['GET', 'books?title=match.^A&year=not.is.null&tags=ov.{b}&tags=cd.{a,b}&body=plfts.dogs'],
  ['POST', 'books', [{ id: 1, title: 'a' }], { Prefer: 'return=representation' }],
  ['POST', 'authors', { id: 2, name: 'b' }, { Prefer: 'resolution=merge-duplicates' }],
  ['PATCH', 'books?id=eq.1&select=id', { title: 'c' }, { Prefer: 'return=representation' }],
  ['DELETE', 'books?id=in.(1,2)'],
  ['POST', 'rpc/add', { a: 1, b: 2 }],
  ['GET', 'rpc/books_by?author=2'],
];

describe('identifiers come only from the schema cache', () => {
  for (const [method, url, body, headers] of requests) {
    it(`given ${method} ${url.slice(0, 70)}, then every identifier is a cache name or the request's own label`, () => {
      const p = plan(method, url, body, headers, { maxRows: 1000 });
      const labels = new Set(
        [...url.matchAll(/([a-z_]+):/g)].map((m) => m[1] ?? '').concat(['books', 'profiles']),
      );
      for (const s of statements(p)) {
        for (const id of identifiers(s.text)) {
          expect(cacheNames.has(id) || labels.has(id), `${id} in ${s.text}`).toBe(true);
        }
      }
    });
  }

  const hostileNames = [
    'books;drop table authors',
    'pg_authid',
    'authors"',
    'information_schema.tables',
    '../auth.users',
  ];
  for (const name of hostileNames) {
    it(`given the table name ${JSON.stringify(name)}, then no plan (and so no SQL) is made`, () => {
      const e = refusal(() => plan('GET', encodeURIComponent(name)));
      expect(e.status).toBeGreaterThanOrEqual(400);
      expect(e.status).toBeLessThan(500);
    });
  }

  it('given a quoted alias full of SQL, then it appears only inside one quoted label', () => {
    const alias = 'x) from pg_authid; --';
    const p = plan('GET', `books?select=${encodeURIComponent(`"${alias}":title`)}`) as ReadPlan;
    const s = readStatement(p);
    expect(identifiers(s.text)).toContain(alias);
    expect(skeleton(s.text)).not.toContain('pg_authid');
  });

  it('given a column name with a double quote in the cache, then it is escaped by doubling', () => {
    const p = plan('GET', 'books?select=title') as ReadPlan;
    const forged: ReadPlan = {
      ...p,
      select: [{ kind: 'column', column: { name: 'a"b', type: 'text' }, alias: 'a"b' }],
    };
    expect(readStatement(forged).text).toContain('"a""b"');
  });
});

describe('casts come only from the allow-list or the catalog', () => {
  it('given every request above, then each ::cast is allowed, internal, or a catalog type', () => {
    const catalogTypes = new Set(
      [...schema.tables.values()].flatMap((t) => [...t.columns.values()].map((c) => c.type)),
    );
    const internal = new Set(['text', 'json', 'jsonb', 'bigint', 'text[]', 'regconfig']);
    for (const [method, url, body, headers] of requests) {
      for (const s of statements(plan(method, url, body, headers))) {
        for (const m of skeleton(s.text).matchAll(
          /::([a-z_]+(?:\[\])?)|as ([a-z ]+?(?:\[\])?)\)/g,
        )) {
          const cast = (m[1] ?? m[2] ?? '').trim();
          const known =
            ALLOWED_CASTS.has(cast.replace(/\[\]$/, '')) ||
            internal.has(cast) ||
            catalogTypes.has(cast.replace(/\[\]$/, ''));
          expect(known, `${cast} in ${s.text}`).toBe(true);
        }
      }
    }
  });

  const refused = ['regclass', 'pg_catalog.text', 'text) from pg_authid --', 'text;', 'oid'];
  for (const cast of refused) {
    it(`given the cast ${JSON.stringify(cast)}, then parse refuses it with PGRST100`, () => {
      const e = refusal(() => plan('GET', `books?select=${encodeURIComponent(`title::${cast}`)}`));
      expect(e.code).toBe('PGRST100');
    });
  }

  it('given a plan forged with a cast outside the list, then the writer refuses to write it', () => {
    const p = plan('GET', 'books?select=title') as ReadPlan;
    const forged: ReadPlan = {
      ...p,
      select: [
        { kind: 'column', column: { name: 'title', type: 'text' }, cast: 'regclass', alias: 't' },
      ],
    };
    expect(() => readStatement(forged)).toThrow(/not allowed/);
  });
});

describe('every value is bound', () => {
  const marker = 'zq\'9"; select pg_sleep(9) --';
  const values: [string, string, unknown?, Record<string, string>?][] = [
    ['GET', `books?title=eq.${encodeURIComponent(marker)}`],
    ['GET', `books?title=neq.${encodeURIComponent(marker)}`],
    ['GET', `books?title=ilike.${encodeURIComponent(marker)}`],
    ['GET', `books?title=like(all).${encodeURIComponent(`{${marker.replace(/"/g, '')}}`)}`],
    ['GET', `books?title=imatch.${encodeURIComponent(marker)}`],
    ['GET', `books?title=in.(${encodeURIComponent(`"${marker.replace(/"/g, '')}"`)})`],
    ['GET', `books?tags=cs.${encodeURIComponent(marker)}`],
    ['GET', `books?body=fts(${'english'}).${encodeURIComponent(marker)}`],
    ['GET', `books?or=(title.eq.${encodeURIComponent(marker.replace(/[,()"]/g, ''))},id.eq.1)`],
    ['GET', `authors?select=books!author_id(*)&books.title=eq.${encodeURIComponent(marker)}`],
    ['POST', 'books', { title: marker }],
    ['PATCH', 'books?id=eq.1', { title: marker }],
    ['POST', 'rpc/books_by', { author: marker }],
  ];
  for (const [method, url, body, headers] of values) {
    it(`given ${method} ${url.slice(0, 60)}, then the value is a parameter, never SQL text`, () => {
      const texts = statements(plan(method, url, body, headers));
      expect(texts.length).toBeGreaterThan(0);
      for (const s of texts) expect(s.text).not.toContain('pg_sleep');
      const bound = JSON.stringify(texts.map((s) => s.values));
      expect(bound).toContain('pg_sleep');
    });
  }

  it('given a limit, an offset and max_rows, then none is spliced into the SQL', () => {
    const p = plan(
      'GET',
      'books?limit=777777&offset=888888&select=authors!books_author_id_fkey(*)',
      undefined,
      {},
      {
        maxRows: 999999,
      },
    ) as ReadPlan;
    const s = readStatement(p);
    expect(s.text).not.toMatch(/777777|888888|999999/);
    expect(s.values).toEqual(expect.arrayContaining(['777777', '888888']));
  });
});

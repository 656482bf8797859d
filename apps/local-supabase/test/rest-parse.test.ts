/**
 * parse, alone: a REST request's path, query string and headers become one typed ApiRequest,
 * or a PostgREST error, with no database and no schema cache involved.
 */
import { describe, expect, it } from 'vitest';
import { negotiate, parsePreferences } from '../src/rest/parse.js';
import type { ApiRequest, Media, QueryParts } from '../src/rest/request.js';
import { parse, refusal } from './rest-helpers.js';

function query(req: ApiRequest): QueryParts {
  if (req.kind !== 'table') throw new Error('expected a table request');
  return req.query;
}

const root = (req: ApiRequest) => query(req).scopes.get('');

describe('given a select list', () => {
  const cases: [string, string, unknown][] = [
    ['no select means every column', 'books', [{ kind: 'star' }]],
    ['an empty select means every column', 'books?select=', [{ kind: 'star' }]],
    [
      'plain columns keep their order',
      'books?select=id,title',
      [
        { kind: 'column', name: 'id', alias: undefined, cast: undefined },
        { kind: 'column', name: 'title', alias: undefined, cast: undefined },
      ],
    ],
    [
      'an alias and an allowed cast',
      'books?select=label:title::TEXT',
      [{ kind: 'column', name: 'title', alias: 'label', cast: 'text' }],
    ],
    [
      'count() and an aggregate with casts before and after it',
      'books?select=n:count()::text,year::int.sum()::text',
      [
        { kind: 'column', name: '*', alias: 'n', aggregate: 'count', aggregateCast: 'text' },
        {
          kind: 'column',
          name: 'year',
          alias: undefined,
          cast: 'int',
          aggregate: 'sum',
          aggregateCast: 'text',
        },
      ],
    ],
    [
      'a spread with a hint and !inner',
      'books?select=...authors!author_id!inner(name)',
      [
        {
          kind: 'embed',
          relation: 'authors',
          alias: undefined,
          hint: 'author_id',
          inner: true,
          spread: true,
          select: [{ kind: 'column', name: 'name', alias: undefined, cast: undefined }],
        },
      ],
    ],
    [
      'an embedding with an alias and a constraint hint',
      'books?select=author:authors!books_author_id_fkey(name)',
      [
        {
          kind: 'embed',
          relation: 'authors',
          alias: 'author',
          hint: 'books_author_id_fkey',
          inner: false,
          select: [{ kind: 'column', name: 'name', alias: undefined, cast: undefined }],
        },
      ],
    ],
    [
      '!inner marks an inner embedding',
      'authors?select=books!inner(*)',
      [
        {
          kind: 'embed',
          relation: 'books',
          alias: undefined,
          hint: undefined,
          inner: true,
          select: [{ kind: 'star' }],
        },
      ],
    ],
    [
      'a quoted name may hold characters a bare one cannot',
      'books?select=%22odd,name%22',
      [{ kind: 'column', name: 'odd,name', alias: undefined, cast: undefined }],
    ],
  ];
  for (const [name, url, select] of cases) {
    it(`when ${name}, then the select list is parsed (${url})`, () => {
      expect(query(parse('GET', url)).select).toEqual(select);
    });
  }
});

describe('given filters', () => {
  const cases: [string, string, unknown][] = [
    [
      'eq',
      'books?title=eq.Beta',
      {
        kind: 'cond',
        column: 'title',
        negate: false,
        op: 'eq',
        modifier: undefined,
        value: 'Beta',
      },
    ],
    [
      'not',
      'books?title=not.eq.Beta',
      { kind: 'cond', column: 'title', negate: true, op: 'eq', modifier: undefined, value: 'Beta' },
    ],
    [
      'a quantified like',
      'books?title=like(any).{A*,D*}',
      {
        kind: 'cond',
        column: 'title',
        negate: false,
        op: 'like',
        modifier: 'any',
        value: '{A*,D*}',
      },
    ],
    [
      'a text-search configuration',
      'books?body=wfts(english).fox',
      {
        kind: 'cond',
        column: 'body',
        negate: false,
        op: 'wfts',
        modifier: 'english',
        value: 'fox',
      },
    ],
    [
      'an in-list with a quoted comma',
      'books?title=in.(Beta,%22Alpha,%20the%20first%22)',
      {
        kind: 'cond',
        column: 'title',
        negate: false,
        op: 'in',
        modifier: undefined,
        value: '(Beta,"Alpha, the first")',
        list: ['Beta', 'Alpha, the first'],
      },
    ],
    [
      'is, case-insensitively',
      'books?year=is.NULL',
      { kind: 'cond', column: 'year', negate: false, op: 'is', modifier: undefined, value: 'null' },
    ],
    [
      'a plus as a space (form decoding)',
      'books?title=eq.Alpha,+the+first',
      {
        kind: 'cond',
        column: 'title',
        negate: false,
        op: 'eq',
        modifier: undefined,
        value: 'Alpha, the first',
      },
    ],
  ];
  for (const [name, url, filter] of cases) {
    it(`when the filter is ${name}, then it is one root condition`, () => {
      expect(root(parse('GET', url))?.filters).toEqual([filter]);
    });
  }

  it('when or= nests and(), then the logic tree keeps its shape', () => {
    const [tree] = root(parse('GET', 'books?or=(id.eq.4,and(year.gt.2000,year.lt.2002))'))
      ?.filters ?? [{}];
    expect(tree).toMatchObject({
      kind: 'logic',
      op: 'or',
      negate: false,
      children: [
        { kind: 'cond', column: 'id', op: 'eq', value: '4' },
        {
          kind: 'logic',
          op: 'and',
          children: [
            { column: 'year', op: 'gt', value: '2000' },
            { column: 'year', op: 'lt', value: '2002' },
          ],
        },
      ],
    });
  });

  it('when not.or= is given, then the tree is negated', () => {
    expect(root(parse('GET', 'books?not.or=(id.eq.1,id.eq.2)'))?.filters[0]).toMatchObject({
      kind: 'logic',
      op: 'or',
      negate: true,
    });
  });

  it('when a filter names an embedded path, then it lands in that path scope', () => {
    const scopes = query(parse('GET', 'authors?select=books(*)&books.title=eq.Gamma')).scopes;
    expect(scopes.get('books')?.filters).toEqual([
      {
        kind: 'cond',
        column: 'title',
        negate: false,
        op: 'eq',
        modifier: undefined,
        value: 'Gamma',
      },
    ]);
    expect(scopes.get('')?.filters).toEqual([]);
  });
});

describe('given order, limit and offset', () => {
  it('when order has directions and nulls placement, then each term keeps them', () => {
    expect(root(parse('GET', 'books?order=year.desc.nullslast,id'))?.order).toEqual([
      { column: 'year', desc: true, nulls: 'last' },
      { column: 'id', desc: false },
    ]);
  });

  it('when limit and offset are given, then the root range has them', () => {
    expect(root(parse('GET', 'books?limit=10&offset=5'))).toMatchObject({ limit: 10, offset: 5 });
  });

  it('when an embedded resource is ordered and limited, then its scope has them', () => {
    expect(
      query(
        parse('GET', 'authors?select=books(*)&books.order=title.desc&books.limit=1'),
      ).scopes.get('books'),
    ).toMatchObject({ order: [{ column: 'title', desc: true }], limit: 1 });
  });

  it('when columns= and on_conflict= are given, then they are name lists', () => {
    expect(query(parse('POST', 'books?columns=id,title&on_conflict=id'))).toMatchObject({
      columns: ['id', 'title'],
      onConflict: ['id'],
    });
  });
});

describe('given headers', () => {
  it('when Prefer lists known options, then they are typed preferences', () => {
    expect(
      parse('POST', 'books', { Prefer: 'return=representation, count=exact, tx=rollback' })
        .preferences,
    ).toEqual({
      return: 'representation',
      count: 'exact',
      resolution: undefined,
      missing: undefined,
      tx: 'rollback',
    });
  });

  it('when Prefer holds values nobody knows, then they are ignored', () => {
    expect(parse('GET', 'books', { Prefer: 'count=everything, whatever' }).preferences.count).toBe(
      undefined,
    );
  });

  it('when Accept asks for one object, then the request is singular', () => {
    expect(parse('GET', 'books', { Accept: 'application/vnd.pgrst.object+json' }).single).toBe(
      true,
    );
  });

  it('when Accept-Profile names another schema, then it is 406 PGRST106', () => {
    const e = refusal(() => parse('GET', 'books', { 'Accept-Profile': 'auth' }));
    expect([e.status, e.code]).toEqual([406, 'PGRST106']);
  });
});

describe('given a path', () => {
  it('when it names a table, then the request targets that table', () => {
    expect(parse('GET', 'books')).toMatchObject({ kind: 'table', table: 'books' });
  });

  it('when it is rpc/<name>, then the request calls that function', () => {
    expect(parse('POST', 'rpc/add')).toMatchObject({ kind: 'rpc', fn: 'add', params: [] });
  });

  it('when it has more segments, then it is 404 PGRST125', () => {
    const e = refusal(() => parse('GET', 'books/extra'));
    expect([e.status, e.code]).toEqual([404, 'PGRST125']);
  });

  it('when a function call has parameters, then each is kept raw and parsed if it can be', () => {
    const req = parse('GET', 'rpc/add?a=1&b=2&year=gt.2000');
    if (req.kind !== 'rpc') throw new Error('expected rpc');
    expect(req.params.map((p) => [p.key, p.value, p.error?.code ?? p.part?.kind])).toEqual([
      ['a', '1', 'PGRST100'],
      ['b', '2', 'PGRST100'],
      ['year', 'gt.2000', 'filter'],
    ]);
  });
});

describe('given malformed input, then parse refuses it with 400 PGRST100', () => {
  const bad = [
    'books?id=eq',
    'books?id=nope.1',
    'books?status=in.(a,b',
    'books?status=in.a,b',
    'books?status=is.maybe',
    'books?or=title.eq.x',
    'books?or=(title.eq.x',
    'books?or=()',
    'books?title=like(some).x',
    'books?=eq.1',
    'books?title.=eq.1',
    'books?order=title.sideways',
    'books?order=',
    'books?limit=-1',
    'books?offset=1e9999',
    'books?select=id,',
    'books?select=(',
    'books?select=a:b:c',
    'books?select=id::regclass',
    'books?select=id::text%20from%20pg_authid',
    'books?select=...authors',
    'books?select=a:...authors(*)',
    'books?select=year.sum()::regclass',
    'books?select=content->>',
    'books?select=%22unterminated',
    '%E0%A4%A',
    `books?or=${'and('.repeat(40)}id.eq.1${')'.repeat(40)}`,
  ];
  for (const url of bad) {
    it(`when the request is GET ${url.slice(0, 60)}`, () => {
      const e = refusal(() => parse('GET', url));
      expect([e.status, e.code]).toEqual([400, 'PGRST100']);
    });
  }
});

describe('given an Accept header (PostgREST content negotiation)', () => {
  const cases: [string, string | undefined, Media][] = [
    ['no Accept is JSON', undefined, { kind: 'json', stripNulls: false }],
    ['*/* is JSON', '*/*', { kind: 'json', stripNulls: false }],
    ['text/csv is CSV', 'text/csv', { kind: 'csv', stripNulls: false }],
    [
      'the array type with nulls=stripped strips them',
      'application/vnd.pgrst.array+json;nulls=stripped',
      { kind: 'json', stripNulls: true },
    ],
    [
      'the object type is one object',
      'application/vnd.pgrst.object+json',
      { kind: 'object', stripNulls: false },
    ],
    [
      'the higher quality wins over the order',
      'text/csv;q=0.5, application/json',
      { kind: 'json', stripNulls: false },
    ],
    ['a type nobody serves is skipped', 'text/html, text/csv', { kind: 'csv', stripNulls: false }],
  ];
  for (const [what, accept, media] of cases) {
    it(`when ${what}, then that is the representation`, () => {
      expect(negotiate(accept)).toEqual(media);
    });
  }

  it('when nothing asked for is served, then 406 PGRST107 lists what was asked', () => {
    const e = refusal(() => negotiate('text/html, application/*;q=0.2'));
    expect([e.status, e.code]).toEqual([406, 'PGRST107']);
    expect(e.body).toMatchObject({
      message: 'None of these media types are available: text/html, application/*',
    });
  });

  it('when the request itself is parsed, then the refusal waits for the plan', () => {
    const req = parse('GET', 'books', { Accept: 'text/html' });
    expect(req.mediaError?.status).toBe(406);
  });
});

describe('given Prefer items', () => {
  it('when one is given twice, then the first wins, as in PostgREST', () => {
    expect(parsePreferences('return=minimal, return=representation').return).toBe('minimal');
  });

  it('when max-affected and handling are given, then both are read', () => {
    expect(parsePreferences('handling=strict, max-affected=5')).toMatchObject({
      handling: 'strict',
      maxAffected: 5,
    });
  });

  it('when items are unknown, then they are kept aside for handling=strict', () => {
    expect(parsePreferences('count=exact, colour=blue, whatever').invalid).toEqual([
      'colour=blue',
      'whatever',
    ]);
  });
});

/**
 * plan, alone: a parsed request resolved against a schema cache held in memory (the grammar
 * fixture's tables), with PostgREST's errors for every name that does not resolve.
 */
import { describe, expect, it } from 'vitest';
import type { CallPlan, InsertPlan, PlannedEmbed, ReadPlan, UpdatePlan } from '../src/rest/plan.js';
import { plan, refusal } from './rest-helpers.js';

const read = (url: string, opts: { maxRows?: number } = {}) =>
  plan('GET', url, undefined, {}, opts) as ReadPlan;
const embed = (p: ReadPlan, i = 0) => p.select[i] as PlannedEmbed;

describe('given a read', () => {
  it('when it selects *, then every column of the table is planned in catalog order', () => {
    const p = read('authors');
    expect(p.select).toEqual([
      {
        kind: 'star',
        columns: [
          { name: 'id', type: 'integer' },
          { name: 'name', type: 'text' },
        ],
      },
    ]);
  });

  it('when it names columns, then each is the schema cache entry with its alias', () => {
    expect(read('books?select=label:title').select).toEqual([
      { kind: 'column', column: { name: 'title', type: 'text' }, cast: undefined, alias: 'label' },
    ]);
  });

  it('when a filter names a column, then the condition carries its catalog type', () => {
    expect(read('books?year=gte.2005').filters).toEqual([
      {
        kind: 'cond',
        column: { name: 'year', type: 'integer' },
        negate: false,
        op: 'gte',
        modifier: undefined,
        value: '2005',
        list: undefined,
      },
    ]);
  });

  it('when it orders, then each term is a cache column', () => {
    expect(read('books?order=year.desc.nullslast').order).toEqual([
      { column: { name: 'year', type: 'integer' }, desc: true, nulls: 'last' },
    ]);
  });

  it('when no limit is asked and max_rows is set, then max_rows is the limit', () => {
    expect(read('books', { maxRows: 3 }).limit).toBe(3);
  });

  it('when a larger limit is asked, then max_rows caps it', () => {
    expect(read('books?limit=50', { maxRows: 3 }).limit).toBe(3);
  });

  it('when a smaller limit is asked, then it stands', () => {
    expect(read('books?limit=2', { maxRows: 3 }).limit).toBe(2);
  });

  it('when max_rows is not set, then the limit is as asked', () => {
    expect(read('books').limit).toBeUndefined();
  });
});

describe('given embeddings', () => {
  it('when a constraint hint picks the foreign key, then the relation is to-one', () => {
    const e = embed(read('books?select=a:authors!books_author_id_fkey(name)'));
    expect(e.relation).toMatchObject({
      name: 'books_author_id_fkey',
      toOne: true,
      join: [{ child: 'id', parent: 'author_id' }],
    });
    expect(e.relation.table.name).toBe('authors');
  });

  it('when the embedding is named by a foreign key column, then that key is used', () => {
    expect(embed(read('books?select=editor_id(name)')).relation.name).toBe('books_editor_id_fkey');
  });

  it('when the child references the parent through a unique key, then it is one-to-one', () => {
    expect(embed(read('authors?select=profiles(bio)')).relation).toMatchObject({
      toOne: true,
      join: [{ child: 'author_id', parent: 'id' }],
    });
  });

  it('when the child references the parent through a plain key, then it is to-many', () => {
    expect(embed(read('authors?select=books!author_id(title)')).relation.toOne).toBe(false);
  });

  it('when an embedded scope has filters, order and a limit, then the child plan has them', () => {
    const child = embed(
      read('authors?select=books!author_id(title)&books.year=gt.2000&books.order=id&books.limit=1'),
    ).child;
    expect(child.filters).toHaveLength(1);
    expect(child.order?.[0]?.column.name).toBe('id');
    expect(child.limit).toBe(1);
  });

  it('when !inner is asked, then the embed is inner', () => {
    expect(embed(read('authors?select=books!author_id!inner(title)')).inner).toBe(true);
  });
});

describe('given names the schema cache does not hold, then plan refuses them', () => {
  const cases: [string, () => unknown, number, string][] = [
    ['an unknown table', () => read('nope'), 404, 'PGRST205'],
    ['an unknown column in select', () => read('books?select=nope'), 400, '42703'],
    ['an unknown column in a filter', () => read('books?nope=eq.1'), 400, '42703'],
    ['an unknown column in or=()', () => read('books?or=(nope.eq.1)'), 400, '42703'],
    ['an unknown column in order', () => read('books?order=nope'), 400, '42703'],
    [
      'an unknown column inside an embedding',
      () => read('authors?select=books!author_id(nope)'),
      400,
      '42703',
    ],
    ['a relationship that does not exist', () => read('books?select=profiles(*)'), 400, 'PGRST200'],
    ['an ambiguous relationship', () => read('books?select=authors(*)'), 300, 'PGRST201'],
    [
      'filters on a resource that is not embedded',
      () => read('books?authors.name=eq.Ann'),
      400,
      'PGRST108',
    ],
    ['an unknown payload column', () => plan('POST', 'books', { nope: 1 }), 400, 'PGRST204'],
    [
      'an unknown columns= entry',
      () => plan('POST', 'books?columns=nope', { title: 't' }),
      400,
      'PGRST204',
    ],
    [
      'an unknown on_conflict column',
      () =>
        plan(
          'POST',
          'books?on_conflict=nope',
          { id: 1 },
          { Prefer: 'resolution=merge-duplicates' },
        ),
      400,
      '42703',
    ],
    [
      'an upsert on a table without a key',
      () => plan('POST', 'notes', { body: 'x' }, { Prefer: 'resolution=merge-duplicates' }),
      400,
      'PGRST100',
    ],
    ['an unknown function', () => plan('POST', 'rpc/nope', {}), 404, 'PGRST202'],
    ['an unknown argument', () => plan('POST', 'rpc/add', { a: 1, c: 2 }), 404, 'PGRST202'],
  ];
  for (const [name, run, status, code] of cases) {
    it(`when the request has ${name}, then it is ${status} ${code}`, () => {
      const e = refusal(run);
      expect([e.status, e.code]).toEqual([status, code]);
    });
  }
});

describe('given a malformed payload or method, then plan refuses it', () => {
  const cases: [string, () => unknown, number, string][] = [
    ['an insert of a string', () => plan('POST', 'books', 'a string'), 400, 'PGRST102'],
    ['an insert of numbers', () => plan('POST', 'books', [1, 2]), 400, 'PGRST102'],
    ['an update with an array', () => plan('PATCH', 'books?id=eq.1', []), 400, 'PGRST102'],
    ['a PUT', () => plan('PUT', 'books', {}), 405, 'PGRST117'],
    ['a function called with DELETE', () => plan('DELETE', 'rpc/add'), 405, 'PGRST101'],
    [
      'a function called with a bad filter among its arguments',
      () => plan('GET', 'rpc/books_by?author=1&year=zz.1'),
      400,
      'PGRST100',
    ],
  ];
  for (const [name, run, status, code] of cases) {
    it(`when it is ${name}, then it is ${status} ${code}`, () => {
      const e = refusal(run);
      expect([e.status, e.code]).toEqual([status, code]);
    });
  }
});

describe('given writes', () => {
  it('when rows carry different keys with missing=default, then each key set is one group', () => {
    const p = plan(
      'POST',
      'books',
      [
        { id: 10, title: 'Ten', tags: ['x'] },
        { id: 11, title: 'Eleven' },
      ],
      { Prefer: 'missing=default' },
    ) as InsertPlan;
    expect(p.groups.map((g) => g.columns.map((c) => c.name))).toEqual([
      ['id', 'title', 'tags'],
      ['id', 'title'],
    ]);
  });

  it('when an upsert merges, then the conflict target is the primary key and the rest is updated', () => {
    const p = plan(
      'POST',
      'authors',
      { id: 3, name: 'Cyrus' },
      { Prefer: 'resolution=merge-duplicates' },
    ) as InsertPlan;
    expect(p.conflict?.target.map((c) => c.name)).toEqual(['id']);
    expect(p.conflict?.update.map((c) => c.name)).toEqual(['name']);
  });

  it('when an upsert ignores duplicates, then nothing is updated', () => {
    const p = plan(
      'POST',
      'authors',
      { id: 3, name: 'x' },
      { Prefer: 'resolution=ignore-duplicates' },
    ) as InsertPlan;
    expect(p.conflict?.update).toEqual([]);
  });

  it('when representation is asked, then the select list is planned for the returned rows', () => {
    const p = plan(
      'POST',
      'books?select=id',
      { title: 't' },
      {
        Prefer: 'return=representation',
      },
    ) as InsertPlan;
    expect(p.returning).toHaveLength(1);
  });

  it('when no rows are wanted back, then no select list is planned', () => {
    expect((plan('POST', 'books', { title: 't' }) as InsertPlan).returning).toBeUndefined();
  });

  it('when a patch sets nothing, then the plan changes no column', () => {
    expect((plan('PATCH', 'books?id=eq.1', {}) as UpdatePlan).columns).toEqual([]);
  });
});

describe('given function calls', () => {
  it('when called with GET, then query parameters named like arguments are the arguments', () => {
    const p = plan('GET', 'rpc/add?a=5&b=5') as CallPlan;
    expect(p.args).toEqual({
      kind: 'named',
      args: [
        { name: 'a', type: 'integer', required: true },
        { name: 'b', type: 'integer', required: true },
      ],
      json: '{"a":"5","b":"5"}',
    });
  });

  it('when called with POST, then the body is the JSON the arguments are read from', () => {
    const p = plan('POST', 'rpc/add', { a: 1, b: null }) as CallPlan;
    expect(p.args).toMatchObject({ kind: 'named', json: '{"a":1,"b":null}' });
  });

  it('when a required argument is missing, then PGRST202 names the keys given', () => {
    const e = refusal(() => plan('POST', 'rpc/add', { a: 1 }));
    expect(e.body).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.add(a) in the schema cache',
      details:
        'Searched for the function public.add with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.add(a, b)',
    });
  });

  it('when the function returns a set, then max_rows limits it', () => {
    expect(
      (plan('POST', 'rpc/books_by', { author: 1 }, {}, { maxRows: 7 }) as CallPlan).limit,
    ).toBe(7);
  });

  it('when the function returns one value, then there is no limit', () => {
    expect((plan('POST', 'rpc/add', { a: 1, b: 2 }, {}, { maxRows: 7 }) as CallPlan).limit).toBe(
      undefined,
    );
  });
});

describe('given aggregates and spreads', () => {
  it('when aggregates are not enabled, then any aggregate is 400 PGRST123', () => {
    for (const url of [
      'books?select=count()',
      'books?select=year.sum()',
      'books?select=id.max()',
    ]) {
      const e = refusal(() => plan('GET', url));
      expect(e.body).toEqual({
        code: 'PGRST123',
        message: 'Use of aggregate functions is not allowed',
        details: null,
        hint: null,
      });
    }
  });

  it('when aggregates are enabled, then the aggregate is planned with its casts and default key', () => {
    const p = plan(
      'GET',
      'books?select=published,year::int.avg()::text',
      undefined,
      {},
      {
        aggregatesEnabled: true,
      },
    ) as ReadPlan;
    expect(p.select[1]).toMatchObject({
      kind: 'column',
      alias: 'avg',
      cast: 'int',
      aggregate: 'avg',
      aggregateCast: 'text',
    });
  });

  it('when the bare count of an embed is selected, then it is the row count whatever the setting', () => {
    const p = read('authors?select=books!books_author_id_fkey(count)');
    expect(embed(p).child.select).toEqual([
      { kind: 'count', alias: 'count', aggregateCast: undefined },
    ]);
  });

  it('when a relation is spread, then the embed is marked so and keeps its select list', () => {
    const p = read('books?select=id,...authors!books_author_id_fkey(name)');
    expect(embed(p, 1)).toMatchObject({ kind: 'embed', spread: true, alias: 'authors' });
    expect(embed(p, 1).child.select).toHaveLength(1);
  });
});

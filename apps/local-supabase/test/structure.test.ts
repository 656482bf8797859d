/**
 * The shape of the code, checked: no import cycles inside local-supabase, the lower layers
 * (identity, db, http, rest, storage) never reach into the auth service, and no workspace
 * package imports an app's internals.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const src = path.join(repo, 'apps/local-supabase/src');

function files(dir: string, ext = /\.(ts|tsx|mjs|js)$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory())
      return e.name === 'node_modules' || e.name === 'dist' ? [] : files(full, ext);
    return ext.test(e.name) ? [full] : [];
  });
}

/** Module specifiers of static imports and re-exports (type-only ones included). */
function specifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/g)].map(
    (m) => m[1] ?? '',
  );
}

function localImports(file: string): string[] {
  return specifiers(file)
    .filter((s) => s.startsWith('.'))
    .map((s) => path.resolve(path.dirname(file), s).replace(/\.js$/, '.ts'));
}

const graph = new Map(files(src).map((f) => [f, localImports(f)]));
const rel = (f: string) => path.relative(src, f);

describe('local-supabase modules', () => {
  it('given every import in src/, then no module reaches itself again (no cycle)', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (f: string, trail: string[]) => {
      if (state.get(f) === 'done') return;
      if (state.get(f) === 'visiting') {
        cycles.push([...trail.slice(trail.indexOf(f)), f].map(rel).join(' -> '));
        return;
      }
      state.set(f, 'visiting');
      for (const next of graph.get(f) ?? []) visit(next, [...trail, f]);
      state.set(f, 'done');
    };
    for (const f of graph.keys()) visit(f, []);
    expect(cycles).toEqual([]);
  });

  it('given the lower layers, then none imports from the auth service', () => {
    const lower = ['identity', 'db', 'http', 'rest', 'storage', 'admin'];
    const offenders = [...graph.entries()].flatMap(([f, imports]) =>
      lower.some((l) => rel(f).startsWith(`${l}/`))
        ? imports.filter((i) => rel(i).startsWith('auth/')).map((i) => `${rel(f)} -> ${rel(i)}`)
        : [],
    );
    expect(offenders).toEqual([]);
  });

  it('given the REST pipeline, then parse, plan and sql only look forward', () => {
    const order = ['rest/parse.ts', 'rest/plan.ts', 'rest/sql.ts', 'rest/execute.ts'];
    const offenders: string[] = [];
    order.forEach((step, i) => {
      const imports = (graph.get(path.join(src, step)) ?? []).map(rel);
      for (const later of order.slice(i + 1)) {
        if (imports.includes(later)) offenders.push(`${step} -> ${later}`);
      }
    });
    expect(offenders).toEqual([]);
  });
});

describe('workspace packages', () => {
  it('given every source file under packages/, then none imports from apps/', () => {
    const offenders = files(path.join(repo, 'packages')).flatMap((f) =>
      specifiers(f)
        .filter((s) => /(^|\/)apps\//.test(s) || s.startsWith('@charitykit/local-supabase'))
        .map((s) => `${path.relative(repo, f)} -> ${s}`),
    );
    expect(offenders).toEqual([]);
  });
});

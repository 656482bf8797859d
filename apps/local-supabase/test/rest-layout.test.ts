/**
 * The REST service's layout, checked: stages kept apart as PostgREST keeps them (parse with its
 * grammar and negotiation, then plan, then sql, then execute), a stage's own modules in its
 * folder beside its entry module, no import running back up (a stage never imports a later one,
 * a module in a folder never imports its folder's entry), and no source file over 400 lines.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const rest = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../src/rest');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full);
    return e.name.endsWith('.ts') ? [full] : [];
  });
}

const rel = (f: string) => path.relative(rest, f).split(path.sep).join('/');
const all = files(rest).map(rel).sort();

/** Relative imports and re-exports (type-only ones too), as paths below src/rest. */
function imports(file: string): string[] {
  const text = readFileSync(path.join(rest, file), 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/g)].map((m) =>
    rel(path.resolve(path.dirname(path.join(rest, file)), m[1] ?? '').replace(/\.js$/, '.ts')),
  );
}

/** The pipeline's stages in order, each its entry module, its folder and what belongs to it. */
const STAGES = [
  { name: 'parse', members: ['parse.ts', 'negotiate.ts'], folder: 'parse/' },
  { name: 'plan', members: ['plan.ts'], folder: 'plan/' },
  { name: 'sql', members: ['sql.ts'], folder: 'sql/' },
  { name: 'execute', members: ['execute.ts'], folder: 'execute/' },
];

function stageOf(file: string): number {
  return STAGES.findIndex(
    (s) => s.members.includes(file) || (s.folder && file.startsWith(s.folder)),
  );
}

describe('the REST service modules', () => {
  it('given every stage, then its modules exist where the layout says', () => {
    for (const stage of STAGES) {
      for (const m of stage.members) expect(all).toContain(m);
      if (stage.folder) expect(all.some((f) => f.startsWith(stage.folder as string))).toBe(true);
    }
    expect(all.filter((f) => f.startsWith('plan/'))).toEqual(
      expect.arrayContaining(['plan/read.ts', 'plan/mutate.ts', 'plan/call.ts']),
    );
  });

  it('given the pipeline, then no stage imports a later one', () => {
    const offenders = all.flatMap((f) => {
      const from = stageOf(f);
      if (from < 0) return [];
      return imports(f)
        .filter((i) => stageOf(i) > from)
        .map((i) => `${f} -> ${i}`);
    });
    expect(offenders).toEqual([]);
  });

  it('given a folder of modules, then none imports the entry module above it', () => {
    const offenders = all.flatMap((f) => {
      const slash = f.indexOf('/');
      if (slash < 0) return [];
      const entry = `${f.slice(0, slash)}.ts`;
      return imports(f)
        .filter((i) => i === entry)
        .map((i) => `${f} -> ${i}`);
    });
    expect(all.filter((f) => f.includes('/')).length).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });

  it('given every source file, then none is over 400 lines', () => {
    const long = all
      .map((f) => ({ f, lines: readFileSync(path.join(rest, f), 'utf8').split('\n').length - 1 }))
      .filter((x) => x.lines > 400)
      .map((x) => `${x.f}: ${x.lines}`);
    expect(long).toEqual([]);
  });
});

/**
 * The public site's entry stays light (issue 35): every section type is registered once, with
 * its editor and schema behind `edit()`, a dynamic import only the builder calls. This follows
 * the entry's static imports and fails if any reaches zod, the data layer's main entry, an
 * editor or a schema.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
// Static imports and re-exports only: `import('./edit')` is what keeps the builder's half apart.
// Type-only ones (`import type`) are erased and load nothing.
const STATIC =
  /(?:^|\n)\s*(?:import|export)\s(?!type\s)[^'";]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

function resolve(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) =>
    statSync(candidate, { throwIfNoEntry: false })?.isFile(),
  );
  if (!found) throw new Error(`${from}: cannot resolve ${specifier}`);
  return found;
}

function reach(entry: string) {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (modules.has(file)) continue;
    modules.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC)) {
      const specifier = (match[1] ?? match[2]) as string;
      if (specifier.startsWith('.')) queue.push(resolve(file, specifier));
      else packages.add(specifier);
    }
  }
  return { modules: [...modules].map((file) => path.relative(here, file)), packages };
}

describe('@charitykit/builder/render', () => {
  const { modules, packages } = reach(path.join(here, 'render.ts'));

  it('given the entry, then it reaches every built-in renderer', () => {
    for (const type of ['hero', 'text', 'image', 'cta']) {
      expect(modules).toContain(path.join('sections', type, 'index.ts'));
    }
  });

  it('given the entry, then no module it loads is an editor, a schema or zod', () => {
    expect(
      modules.filter((file) => /Editor|edit\.ts$|schema\.ts$|fields\.tsx$/.test(file)),
    ).toEqual([]);
    expect([...packages].filter((name) => name === 'zod' || name.startsWith('zod/'))).toEqual([]);
  });

  it('given the entry, then it reads the backend only through the light public entry', () => {
    expect([...packages].filter((name) => name.startsWith('@charitykit/data'))).toEqual([
      '@charitykit/data/public',
    ]);
  });
});

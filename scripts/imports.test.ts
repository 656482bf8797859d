// The import rules of ARCHITECTURE.md, checked over the source: no cycle between modules, no
// package importing an app, no deep import into another package, and the arrows between
// packages pointing one way (content <- ui <- builder <- apps/web, content <- data <- builder).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SKIP_DIR = new Set(['node_modules', 'dist', 'build', '.react-router', 'storybook-static']);

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIP_DIR.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) files.push(...sourceFiles(full));
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

/** Module specifiers of static imports and re-exports (type-only ones included: tools follow them). */
function specifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  const pattern =
    /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
  for (const match of text.matchAll(pattern)) found.push((match[1] ?? match[2]) as string);
  return found;
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...['.ts', '.tsx', '.mts', '.mjs'].map((ext) => base + ext),
    ...['index.ts', 'index.tsx'].map((index) => path.join(base, index)),
  ];
  return candidates.find((candidate) => {
    try {
      return statSync(candidate).isFile();
    } catch {
      return false;
    }
  });
}

const packagesDir = path.join(root, 'packages');
const packageNames = readdirSync(packagesDir);
const files = [
  ...packageNames.flatMap((name) => sourceFiles(path.join(packagesDir, name, 'src'))),
  ...sourceFiles(path.join(root, 'apps')),
];

// Which packages each package may import (ARCHITECTURE.md, "Which way the arrows go").
const allowed: Record<string, readonly string[]> = {
  content: [],
  ui: ['content'],
  data: ['content'],
  builder: ['content', 'ui', 'data'],
};

/** `packages/<name>` or `apps/<name>`; the first folder for anything else (.storybook, tests). */
function ownerOf(file: string): string {
  const relative = path.relative(root, file).split(path.sep);
  return relative[0] === 'packages' || relative[0] === 'apps'
    ? `${relative[0]}/${relative[1]}`
    : (relative[0] ?? '');
}

/** Relative imports may stay inside their package or app, or reach the repo's Storybook config. */
function mayReach(owner: string, target: string): boolean {
  return target === owner || target === '.storybook';
}

describe('imports', () => {
  const graph = new Map<string, string[]>();
  const problems: string[] = [];
  for (const file of files) {
    const owner = ownerOf(file);
    const edges: string[] = [];
    for (const specifier of specifiers(file)) {
      const where = path.relative(root, file);
      if (specifier.startsWith('.')) {
        const target = resolveRelative(file, specifier);
        if (!target) continue;
        if (!mayReach(owner, ownerOf(target))) {
          problems.push(`${where} reaches into ${ownerOf(target)} by a relative path`);
        }
        edges.push(target);
      } else if (specifier.startsWith('@charitykit/')) {
        const [, name, ...rest] = specifier.split('/');
        const entry = rest.join('/');
        // A package's declared entries (`exports` keys) are public; anything else is a deep import.
        const exported = Object.keys(
          JSON.parse(readFileSync(path.join(packagesDir, name ?? '', 'package.json'), 'utf8'))
            .exports ?? {},
        );
        if (entry && !exported.includes(`./${entry}`)) {
          problems.push(`${where} deep-imports ${specifier}`);
        }
        if (owner.startsWith('packages/')) {
          const self = owner.slice('packages/'.length);
          if (name !== self && !(allowed[self] ?? []).includes(name ?? '')) {
            problems.push(`${where} (${self}) imports @charitykit/${name}, against the arrows`);
          }
        } else if (owner === 'apps/local-supabase') {
          problems.push(`${where}: local-supabase speaks only HTTP and SQL`);
        }
      } else if (owner.startsWith('packages/') && /(^|\/)apps\//.test(specifier)) {
        problems.push(`${path.relative(root, file)} imports an app (${specifier})`);
      }
    }
    graph.set(file, edges);
  }

  it('given every package and app, then no module imports against the architecture', () => {
    expect(problems).toEqual([]);
  });

  it('given every module, then no chain of imports leads back to where it started', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'open');
      stack.push(file);
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 'open') {
          const cycle = stack.slice(stack.indexOf(next)).concat(next);
          cycles.push(cycle.map((f) => path.relative(root, f)).join(' -> '));
        } else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(file, 'done');
    };
    for (const file of graph.keys()) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });
});

// Inside a package (issue 35): a module never imports from a folder above its own (the folder's
// parent is where its users live, so such an import runs back up), shared low-level code lives in
// a folder of its own (data's `lib/`, the builder's `sections/common/`) that others import, and
// the folders under `src/` depend on each other one way only. Tests and stories are users of a
// package's folders, not part of them, so they count for the first rule only.
const layeredPackages = ['builder', 'data'];

/** `true` when `dir` is `of` or a folder above it. */
const isAncestor = (dir: string, of: string) => of === dir || of.startsWith(`${dir}${path.sep}`);

const isTestOrStory = (file: string) => /\.(test|stories)\.tsx?$/.test(file);

describe('imports inside a package', () => {
  for (const name of layeredPackages) {
    const src = path.join(packagesDir, name, 'src');
    const modules = sourceFiles(src);
    const upward: string[] = [];
    const folderEdges = new Map<string, Set<string>>();
    const folderOf = (file: string) => path.relative(src, file).split(path.sep)[0] ?? '';
    for (const file of modules) {
      for (const specifier of specifiers(file)) {
        if (!specifier.startsWith('.')) continue;
        const target = resolveRelative(file, specifier);
        if (!target) continue;
        const targetDir = path.dirname(target);
        if (targetDir !== path.dirname(file) && isAncestor(targetDir, path.dirname(file))) {
          upward.push(`${path.relative(src, file)} imports ${path.relative(src, target)}`);
        }
        const from = folderOf(file);
        const to = folderOf(target);
        // Files directly in src/ are the entries: nothing imports them (the rule above).
        if (isTestOrStory(file) || from === to || !from.length || from.includes('.')) continue;
        if (!folderEdges.has(from)) folderEdges.set(from, new Set());
        folderEdges.get(from)?.add(to);
      }
    }

    it(`given @charitykit/${name}, then no module imports from a folder above its own`, () => {
      expect(upward).toEqual([]);
    });

    it(`given @charitykit/${name}'s folders, then they depend on each other one way only`, () => {
      const cycles: string[] = [];
      const visit = (folder: string, trail: string[]) => {
        for (const next of folderEdges.get(folder) ?? []) {
          if (next === trail[0]) cycles.push([...trail, next].join(' -> '));
          else if (!trail.includes(next)) visit(next, [...trail, next]);
        }
      };
      for (const folder of folderEdges.keys()) visit(folder, [folder]);
      expect(cycles).toEqual([]);
    });
  }

  it("given data's lib/, then it imports no feature", () => {
    const lib = path.join(packagesDir, 'data', 'src', 'lib');
    const reached = sourceFiles(lib).flatMap((file) =>
      specifiers(file)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolveRelative(file, specifier))
        .filter(
          (target): target is string =>
            target !== undefined && !isAncestor(lib, path.dirname(target)),
        )
        .map((target) => `${path.relative(lib, file)} imports ${path.relative(lib, target)}`),
    );
    expect(reached).toEqual([]);
  });
});

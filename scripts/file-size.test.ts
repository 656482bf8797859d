// Issue 35's rule for the house: a source file stays small enough to read in one sitting. No
// source file is over 400 lines, except what a tool generates, data fixtures, and tests (unit
// tests, browser journeys and stories, whose length is their list of cases).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIMIT = 400;
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIP_DIR = new Set([
  'node_modules',
  'dist',
  'build',
  '.react-router',
  'storybook-static',
  '.git',
  // Pinned excerpts of Supabase's own SQL and scripts, kept as they are upstream.
  'vendor',
  'fixtures',
  'test',
  'tests',
  'coverage',
]);

/** Files a tool writes, named by their path from the repository's root. */
const GENERATED = new Set([
  '.storybook/public/mockServiceWorker.js', // msw init
]);

const isTest = (name: string) => /\.(test|spec|stories)\.[cm]?[jt]sx?$/.test(name);
const isGenerated = (relative: string, text: string) =>
  GENERATED.has(relative) ||
  relative.endsWith('.d.ts') ||
  /^\/\/ (This file is )?(auto-?)?generated/i.test(text) ||
  /database\.types\.ts$/.test(relative);

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIP_DIR.has(name) || name.startsWith('.tmp')) continue;
    const full = path.join(dir, name);
    const stat = statSync(full);
    if (stat.isDirectory()) files.push(...sourceFiles(full));
    else if (SOURCE.test(name) && !isTest(name)) files.push(full);
  }
  return files;
}

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

describe('file size', () => {
  it(`no source file is over ${LIMIT} lines (generated files, fixtures and tests aside)`, () => {
    // tests/ holds the browser journeys: tests, like the test/ folders skipped inside apps.
    const files = ['apps', 'packages', 'scripts', '.storybook'].flatMap((top) =>
      sourceFiles(path.join(root, top)),
    );
    expect(files.length).toBeGreaterThan(100);
    const over = files
      .map((file) => {
        const relative = path.relative(root, file).split(path.sep).join('/');
        const text = readFileSync(file, 'utf8');
        return { relative, lines: lineCount(text), generated: isGenerated(relative, text) };
      })
      .filter((file) => !file.generated && file.lines > LIMIT)
      .map((file) => `${file.relative}: ${file.lines} lines`);
    expect(over).toEqual([]);
  });

  it('counts what it claims: a long file would be caught', () => {
    const long = `${'const a = 1;\n'.repeat(LIMIT + 1)}`;
    expect(lineCount(long)).toBe(LIMIT + 1);
    expect(isGenerated('apps/web/app/long.ts', long)).toBe(false);
    expect(isTest('long.ts')).toBe(false);
    expect(isTest('long.test.ts')).toBe(true);
    expect(isTest('Long.stories.tsx')).toBe(true);
  });
});

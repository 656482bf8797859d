import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The simple fields are native elements so that react-aria's code stays off the public form
// pages (issue 22: about 18 KB gzip on /contact, /volunteer and the appeal pages). This follows
// every relative import from each field, as a bundler would, and lists the packages reached.

const components = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ariaPackage =
  /^(react-aria|react-aria-components|react-stately|@react-aria\/|@react-stately\/|@internationalized\/)/;

function resolve(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.tsx`, `${base}.ts`, `${base}/index.ts`, base]) {
    if (existsSync(candidate) && !candidate.endsWith(path.sep)) return candidate;
  }
  throw new Error(`${specifier} from ${from} not found`);
}

/** Every package a module reaches through its imports (type-only imports included). */
function packagesReached(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /(?:^|\n)\s*(?:import|export)(?:[^'"]*?from)?\s*['"]([^'"]+)['"]/g,
    )) {
      const specifier = match[1] as string;
      if (specifier.startsWith('.')) queue.push(resolve(file, specifier));
      else packages.add(specifier);
    }
  }
  return packages;
}

describe('the native fields', () => {
  it.each([
    'TextField/TextField.tsx',
    'TextArea/TextArea.tsx',
    'NumberField/NumberField.tsx',
    'DateField/NativeDateField.tsx',
    'Checkbox/Checkbox.tsx',
    'CheckboxGroup/CheckboxGroup.tsx',
    'RadioGroup/RadioGroup.tsx',
    'Select/Select.tsx',
  ])('%s reaches no react-aria, react-stately or @internationalized module', (file) => {
    const reached = [...packagesReached(path.join(components, file))];
    expect(reached).toContain('react');
    expect(reached.filter((name) => ariaPackage.test(name))).toEqual([]);
  });

  it('imports are followed through sibling modules (CheckboxGroup reaches Checkbox’s icons)', () => {
    const reached = packagesReached(path.join(components, 'CheckboxGroup/CheckboxGroup.tsx'));
    expect(reached).toContain('lucide');
    expect(reached).toContain('@vanilla-extract/css');
  });

  it('the react-aria anatomy still reaches react-aria (so the check above can fail)', () => {
    const reached = [...packagesReached(path.join(components, 'SearchField/SearchField.tsx'))];
    expect(reached.filter((name) => ariaPackage.test(name))).toContain('react-aria-components');
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  envWithNode,
  isSupported,
  nodeCacheDir,
  PINNED_NODE,
  SUPPORTED_RANGE,
  supportedMajors,
} from './supported-node.mjs';
import { NODE_VERSIONS } from './test-node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');

describe('the supported Node lines', () => {
  it('are 22 and 24, from the root engines', () => {
    expect(supportedMajors()).toEqual(['22', '24']);
    expect(JSON.parse(read('package.json')).engines.node).toBe(SUPPORTED_RANGE);
  });

  it('take a line at or above its minimum, and nothing older, newer or between', () => {
    const range = '^22.22.2 || ^24.15.0';
    for (const version of ['v22.22.2', 'v22.23.3', 'v24.15.0', 'v24.21.0', '24.100.0']) {
      expect(isSupported(version, range), version).toBe(true);
    }
    for (const version of ['v20.20.2', 'v22.22.1', 'v22.9.0', 'v23.11.0', 'v24.14.9', 'v26.1.0']) {
      expect(isSupported(version, range), version).toBe(false);
    }
  });

  it('refuse an engines range this reader would misjudge', () => {
    expect(() => supportedMajors('>=22.12')).toThrow(/expected "\^x\.y\.z \|\| \^x\.y\.z"/);
    expect(() => isSupported('v24.0.0', '^22 || ^24')).toThrow(/engines\.node/);
    expect(() => isSupported('24', SUPPORTED_RANGE)).toThrow(/not a Node version/);
  });
});

describe('the pinned Node', () => {
  it('is .nvmrc, a full version on a supported line, and what CI sets up', () => {
    expect(PINNED_NODE).toBe(read('.nvmrc').trim());
    expect(PINNED_NODE).toMatch(/^24\.\d+\.\d+$/);
    expect(isSupported(PINNED_NODE)).toBe(true);
    for (const workflow of ['ci.yml', 'release.yml', 'storybook.yml']) {
      const text = read(path.join('.github', 'workflows', workflow));
      expect(text, workflow).toContain('node-version-file: .nvmrc');
      expect(text, workflow).not.toMatch(/node-version:/);
    }
  });

  it("and the short job's Node 22 are each on their line, above its minimum", () => {
    expect(Object.keys(NODE_VERSIONS).sort()).toEqual(supportedMajors());
    for (const [line, version] of Object.entries(NODE_VERSIONS)) {
      expect(version.split('.')[0]).toBe(line);
      expect(isSupported(version), version).toBe(true);
    }
  });

  it('is cached per version, platform and architecture', () => {
    expect(nodeCacheDir('24.21.0')).toMatch(
      new RegExp(`node[/\\\\]24\\.21\\.0-${process.platform}-${process.arch}$`),
    );
  });
});

describe('envWithNode', () => {
  it("puts the binary's directory first on PATH once, keeping the rest in order", () => {
    const env = { PATH: ['/usr/bin', '/opt/node/bin', '/bin'].join(path.delimiter), HOME: '/h' };
    const result = envWithNode('/opt/node/bin/node', env);
    expect(result.PATH).toBe(['/opt/node/bin', '/usr/bin', '/bin'].join(path.delimiter));
    expect(result.HOME).toBe('/h');
    expect(env.PATH).toBe(['/usr/bin', '/opt/node/bin', '/bin'].join(path.delimiter));
  });
});

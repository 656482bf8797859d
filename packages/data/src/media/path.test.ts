import { describe, expect, it } from 'vitest';
import { isStoredMediaPath } from './repository';

describe('isStoredMediaPath (the only paths handed to storage removal)', () => {
  it('accepts keys the bucket gives out', () => {
    expect(isStoredMediaPath('uploads/1717400000000-abc123.png')).toBe(true);
    expect(isStoredMediaPath('a/b/c.pdf')).toBe(true);
  });
  it('refuses traversal, absolute, empty-segment, backslash and control-character paths', () => {
    for (const p of [
      '../../etc/passwd',
      '/etc/passwd',
      'a//b',
      'a/./b',
      'a\\b',
      'a\u0000b',
      '',
      'x'.repeat(1025),
    ]) {
      expect(isStoredMediaPath(p), p).toBe(false);
    }
  });
});

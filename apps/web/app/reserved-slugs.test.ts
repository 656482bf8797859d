import { isReservedSlug } from '@charitykit/content';
import { describe, expect, it } from 'vitest';
import { prerenderedPaths } from './public-paths';

describe('reserved slugs', () => {
  it('cover the first segment of every static route, and /admin', () => {
    const segments = new Set(
      prerenderedPaths.map((path) => path.split('/')[1]).filter((segment) => segment !== ''),
    );
    for (const segment of [...segments, 'admin']) expect(isReservedSlug(segment ?? '')).toBe(true);
  });
});

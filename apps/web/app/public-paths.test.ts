import { programmePaths } from '@charitykit/content';
import { describe, expect, it } from 'vitest';
import { prerenderedPaths, programmeSlugs } from './public-paths';

describe('prerendered paths', () => {
  it('include every programme page the content lists, in order', () => {
    expect(programmeSlugs.map((slug) => `/programs/${slug}`)).toEqual(programmePaths);
    for (const path of programmePaths) expect(prerenderedPaths).toContain(path);
  });

  it('include every static public route of the spec', () => {
    expect(prerenderedPaths).toEqual(
      expect.arrayContaining([
        '/',
        '/about',
        '/contact',
        '/programs',
        '/volunteer',
        '/rohingya-crisis',
        '/gaza-emergency',
        '/privacy-policy',
        '/terms-conditions',
      ]),
    );
    expect(prerenderedPaths).toHaveLength(17);
  });
});

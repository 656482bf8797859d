import { contactPage, mailingList, programmePaths, volunteerPage } from '@charitykit/content';
import { describe, expect, it } from 'vitest';
import { formSentPaths, prerenderedPaths, programmeSlugs, routePagePaths } from './public-paths';

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
        // Issue 37: the Stay Connected sign-up.
        '/subscribe',
      ]),
    );
    expect(prerenderedPaths).toHaveLength(18);
  });
});

describe("the forms' sent pages (issue 34)", () => {
  it('are the pages content names, rendered by the site server but not listed for crawlers', () => {
    expect(formSentPaths).toEqual([
      contactPage.sent.path,
      volunteerPage.sent.path,
      mailingList.sent.path,
    ]);
    expect(routePagePaths).toEqual([...prerenderedPaths, ...formSentPaths]);
    for (const path of formSentPaths) expect(prerenderedPaths).not.toContain(path);
  });
});

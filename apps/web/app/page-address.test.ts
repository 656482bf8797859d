import { describe, expect, it } from 'vitest';
import { answerSlug, documentPath, type PageFacts } from './page-address';

/** What the site knows: these live pages, and these old slugs of them. */
function facts(
  live: string[],
  moved: Record<string, string> = {},
): PageFacts & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    isPublished: (slug) => {
      asked.push(slug);
      return live.includes(slug);
    },
    redirectFor: (slug) => {
      asked.push(slug);
      return live.includes(slug) ? null : (moved[slug] ?? null);
    },
  };
}

describe("a builder page's address", () => {
  it('given a live page at the slug, then it is the page', () => {
    expect(answerSlug('winter-appeal', facts(['winter-appeal']))).toEqual({ kind: 'page' });
  });

  it('given an old slug of a live page, then it moves on to the page (issue 25)', () => {
    expect(
      answerSlug('winter-2025', facts(['winter-appeal'], { 'winter-2025': 'winter-appeal' })),
    ).toEqual({ kind: 'redirect', location: '/winter-appeal' });
  });

  it('given a live page that took an old slug back, then the live page wins', () => {
    const site = facts(['winter-2025', 'winter-appeal'], { 'winter-2025': 'winter-appeal' });
    expect(answerSlug('winter-2025', site)).toEqual({ kind: 'page' });
  });

  it('given no page and no old slug, then it is not found', () => {
    expect(answerSlug('no-such-page', facts(['winter-appeal']))).toEqual({ kind: 'not-found' });
  });

  it('given a path no slug can be, then it is not found without asking', () => {
    const site = facts(['Winter-Appeal', 'a_b']);
    for (const slug of ['Winter-Appeal', 'a_b', '-lead', 'trail-', 'two--hyphens', '']) {
      expect(answerSlug(slug, site)).toEqual({ kind: 'not-found' });
    }
    expect(site.asked).toEqual([]);
  });

  it("reads React Router's data requests as their documents", () => {
    expect(documentPath('/_root.data')).toBe('/');
    expect(documentPath('/winter-appeal.data')).toBe('/winter-appeal');
    expect(documentPath('/winter-appeal')).toBe('/winter-appeal');
  });
});

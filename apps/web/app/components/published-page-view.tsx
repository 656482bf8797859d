import { PageContent } from '@charitykit/builder/render';
import { notFoundPage } from '@charitykit/content';
import type { PublishedPage } from '@charitykit/data/public';
import NotFound from '../routes/not-found';
import { type MetaMatches, siteNameFrom } from '../site';

/** A builder page's title and description, or the not-found page's when there is no page. */
export function publishedPageMeta(page: PublishedPage | null | undefined, matches: MetaMatches) {
  const siteName = siteNameFrom(matches);
  if (!page) {
    return [
      { title: `${notFoundPage.meta.title} | ${siteName}` },
      { name: 'robots', content: 'noindex' },
    ];
  }
  const tags = [{ title: `${page.metaTitle ?? page.title} | ${siteName}` }];
  return page.metaDescription
    ? [...tags, { name: 'description', content: page.metaDescription }]
    : tags;
}

/** A published builder page (decision 5), or the not-found page. */
export function PublishedPageView({ page }: { page: PublishedPage | null }) {
  if (!page) return <NotFound />;
  return <PageContent content={page.content} title={page.title} />;
}

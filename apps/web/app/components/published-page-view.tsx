import { PageContent } from '@charitykit/builder/render';
import type { PublishedPage } from '@charitykit/data/public';
import NotFound, { meta as notFoundMeta } from '../routes/not-found';
import { seoMeta } from '../seo';
import { type MetaMatches, siteSettings } from '../site';

/**
 * A builder page's head from its meta title and description and its share image (the site's
 * default share image when it has none), or the not-found page's when there is no page.
 */
export function publishedPageMeta(page: PublishedPage | null | undefined, matches: MetaMatches) {
  if (!page) return notFoundMeta({ matches });
  return seoMeta(matches, siteSettings, {
    title: page.metaTitle ?? page.title,
    description: page.metaDescription,
    image: page.shareImageUrl ? { url: page.shareImageUrl } : null,
  });
}

/** A published builder page (decision 5), or the not-found page. */
export function PublishedPageView({ page }: { page: PublishedPage | null }) {
  if (!page) return <NotFound />;
  return <PageContent content={page.content} title={page.title} />;
}

import { fileResponse, sitemapXml } from '../crawl-files';
import { siteFrom } from '../site-context.server';
import type { Route } from './+types/sitemap';

/**
 * /sitemap.xml, from the live snapshot: the static routes and every page published as of the
 * last check, so a page published or unpublished is in or out within the refresh interval.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { live, siteUrl } = siteFrom(context);
  const { pages } = await live.refresh();
  return fileResponse(sitemapXml(siteUrl, pages), 'application/xml; charset=utf-8');
}

import { fileResponse, sitemapXml } from '../crawl-files';
import { liveSite } from '../live-site.server';
import { siteUrl } from '../site-url.server';

/**
 * /sitemap.xml, from the live snapshot: the static routes and every page published as of the
 * last check, so a page published or unpublished is in or out within the refresh interval.
 */
export async function loader() {
  const { pages } = await liveSite.refresh();
  return fileResponse(sitemapXml(siteUrl, pages), 'application/xml; charset=utf-8');
}

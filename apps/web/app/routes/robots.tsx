import { fileResponse, robotsTxt } from '../crawl-files';
import { siteUrl } from '../site-url.server';

/** /robots.txt, naming the sitemap by the site's public address. */
export function loader() {
  return fileResponse(robotsTxt(siteUrl), 'text/plain; charset=utf-8');
}

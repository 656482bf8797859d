import { fileResponse, robotsTxt } from '../crawl-files';
import { siteFrom } from '../site-context.server';
import type { Route } from './+types/robots';

/** /robots.txt, naming the sitemap by the site's public address. */
export function loader({ context }: Route.LoaderArgs) {
  return fileResponse(robotsTxt(siteFrom(context).siteUrl), 'text/plain; charset=utf-8');
}

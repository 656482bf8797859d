import { fileResponse, webManifest } from '../crawl-files';
import { siteFrom } from '../site-context.server';
import type { Route } from './+types/web-manifest';

/** /manifest.webmanifest, with the saved names and primary colour. */
export async function loader({ context }: Route.LoaderArgs) {
  const { settings } = await siteFrom(context).live.refresh();
  return fileResponse(
    `${JSON.stringify(webManifest(settings), null, 2)}\n`,
    'application/manifest+json; charset=utf-8',
  );
}

import { fileResponse, webManifest } from '../crawl-files';
import { liveSite } from '../live-site.server';

/** /manifest.webmanifest, with the saved names and primary colour. */
export async function loader() {
  const { settings } = await liveSite.refresh();
  return fileResponse(
    `${JSON.stringify(webManifest(settings), null, 2)}\n`,
    'application/manifest+json; charset=utf-8',
  );
}

/**
 * How a loader reaches the site: what the site server handed over in the load context
 * (site-context.ts), or, where no site server runs (the Vite dev server, the static export's
 * prerender), a live site of the app's own, made once from the environment the same way.
 */
import { fetchPublishedPage, type PublishedPage } from '@charitykit/data/public';
import type { RouterContextProvider } from 'react-router';
import { serverBackend, siteBackend } from './backend';
import { DEFAULT_REVALIDATE_MS, LiveSite } from './live-site.server';
import { type SiteContext, siteContext } from './site-context';
import { siteUrl } from './site-url.server';

let standalone: SiteContext | undefined;

/** The app's own site, for servers that hand none over: its loaders wait for due checks. */
function standaloneSite(): SiteContext {
  if (!standalone) {
    const backend = serverBackend(process.env, siteBackend);
    const revalidate = Number(process.env.SITE_REVALIDATE_MS || DEFAULT_REVALIDATE_MS);
    standalone = {
      live: new LiveSite<PublishedPage>({
        ...backend,
        intervalMs: revalidate,
        readPage: (slug) => fetchPublishedPage(slug, backend),
      }),
      siteUrl,
    };
  }
  return standalone;
}

/** The site a loader renders from. */
export function siteFrom(context: Readonly<RouterContextProvider>): SiteContext {
  return context.get(siteContext) ?? standaloneSite();
}

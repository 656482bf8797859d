import type { SiteSettings } from '@charitykit/content';
import { themeInlineVars } from '@charitykit/ui';
import { useEffect, useState } from 'react';
import { data, useLocation } from 'react-router';
import { STATIC_EXPORT } from '../build-mode';
import { PublicChrome } from '../components/public-chrome';
import { liveSite } from '../live-site.server';
import type { Route } from './+types/public-layout';

/**
 * Staff-edited settings (decision 6). The server renders them into the first HTML (the loader
 * reads the live snapshot the site server keeps fresh), and hydration keeps them: the layout
 * never re-reads them on the client, so nothing shown can flip. Theme colours are CSS variables
 * on one wrapper, so no component re-renders for them.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const { settings } = await liveSite.refresh();
  // The splat child is the not-found page: the document says so with its status.
  return data({ settings }, { status: params['*'] === undefined ? 200 : 404 });
}

/**
 * Never called during hydration (the server's data is used). Only the static export, whose
 * unknown paths get the SPA fallback with no data, reads the settings here.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  if (!STATIC_EXPORT) return serverLoader();
  const { fetchPublicSettings } = await import('@charitykit/data/public');
  const { settings } = await fetchPublicSettings({
    url: import.meta.env.VITE_SUPABASE_URL,
    anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY,
  });
  return { settings };
}

/** Settings do not change with the page: moving between pages keeps the ones rendered. */
export function shouldRevalidate() {
  return false;
}

/**
 * The static export's settings: the build's first, then the live ones, read once on the client
 * (its trade-off: a change saved after the build shows only once that read ends).
 */
function useStaticExportSettings(built: SiteSettings): SiteSettings {
  const [settings, setSettings] = useState(built);
  const { pathname } = useLocation();
  useEffect(() => {
    let active = true;
    void import('@charitykit/data/public')
      .then(({ fetchPublicSettings }) =>
        fetchPublicSettings({
          url: import.meta.env.VITE_SUPABASE_URL,
          anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY,
          defaults: built,
        }),
      )
      .then((result) => {
        if (active && result.source === 'backend') setSettings(result.settings);
      });
    return () => {
      active = false;
    };
  }, [built]);
  useEffect(() => {
    if (pathname && settings.siteName !== built.siteName) {
      document.title = document.title.replace(built.siteName, settings.siteName);
    }
  }, [settings.siteName, built.siteName, pathname]);
  return settings;
}

/** The server-rendered site shows what it was rendered with: nothing to re-read. */
const useLayoutSettings = STATIC_EXPORT
  ? useStaticExportSettings
  : (rendered: SiteSettings) => rendered;

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const settings = useLayoutSettings(loaderData.settings);
  return (
    <div style={themeInlineVars(settings.themeColors)}>
      <PublicChrome settings={settings} />
    </div>
  );
}

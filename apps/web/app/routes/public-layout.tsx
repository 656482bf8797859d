import { defaultSiteSettings, type SiteSettings } from '@charitykit/content';
import {
  PublicSettingsProvider,
  RenderedSettingsProvider,
  usePublicSettings,
} from '@charitykit/data/public';
import { themeInlineVars } from '@charitykit/ui';
import { useEffect } from 'react';
import { data } from 'react-router';
import { siteBackend } from '../backend';
import { STATIC_EXPORT } from '../build-mode';
import { PublicChrome } from '../components/public-chrome';
import { formPageState } from '../form-post.server';
import { siteFrom } from '../site-context.server';
import { emptyNavigation, type SiteNavigation } from '../site-navigation';
import type { Route } from './+types/public-layout';

/**
 * Staff-edited settings (decision 6). The server renders them into the first HTML (the loader
 * reads the live snapshot the site server keeps fresh and hands over in the load context), and hydration keeps them: the layout
 * never re-reads them on the client, so nothing shown can flip. Theme colours are CSS variables
 * on one wrapper, so no component re-renders for them.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { live, siteUrl } = siteFrom(context);
  const { settings: stored, navigation } = await live.refresh();
  // How long submissions are kept is the back-office's and the privacy notice's (rendered on the
  // server): no page's script reads it, so the hand-off to the browser leaves it out (issue 22).
  // Footer links that staff have not pointed anywhere (issue 37) are the spec's plain text: the
  // hand-off carries them only once one is set.
  const { submissionRetentionMonths: _kept, footerLinks, ...rest } = stored;
  const settings =
    footerLinks && Object.values(footerLinks).some(Boolean) ? { ...rest, footerLinks } : rest;
  // The splat child is the not-found page: the document says so with its status.
  // The public address goes down to the meta functions from here, never from the request.
  // The theme's CSS variables are worked out here, once: the browser is handed the result and
  // not the code that derives readable foregrounds from the saved colours (issue 22).
  const themeStyle = themeInlineVars(settings.themeColors);
  // Issue 34: whether the document answers a public form's post that was not stored (its
  // action, which ran first in this request, says so): the form page's title then starts "Error: ".
  const { postProblem } = formPageState(context);
  return data(
    { settings, siteUrl, navigation, themeStyle, postProblem },
    { status: params['*'] === undefined ? 200 : 404 },
  );
}

/**
 * Never called during hydration (the server's data is used). Only the static export's unknown
 * paths, which get the SPA fallback with no data, start here: from content's defaults, and the
 * provider below reads the live settings as it does on every static page.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  if (!STATIC_EXPORT) return serverLoader();
  return { settings: defaultSiteSettings, navigation: emptyNavigation, themeStyle: undefined };
}

/** Settings do not change with the page: moving between pages keeps the ones rendered. */
export function shouldRevalidate() {
  return false;
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const chrome = (
    <ThemedChrome
      rendered={loaderData.settings}
      renderedStyle={loaderData.themeStyle}
      navigation={loaderData.navigation}
    />
  );
  // The static export reads the live settings on the client, after the build's first paint; the
  // server-rendered site shows what it rendered with. (`import.meta.env` is replaced at build
  // time, so the branch not taken, and the reader with it, leaves the bundle.)
  return import.meta.env.VITE_STATIC_EXPORT === '1' ? (
    <PublicSettingsProvider
      initialSettings={loaderData.settings}
      url={siteBackend.url}
      anonKey={siteBackend.anonKey}
    >
      {chrome}
    </PublicSettingsProvider>
  ) : (
    <RenderedSettingsProvider settings={loaderData.settings}>{chrome}</RenderedSettingsProvider>
  );
}

function ThemedChrome({
  rendered,
  renderedStyle,
  navigation,
}: {
  rendered: SiteSettings;
  /** The server's theme variables for `rendered` (none in the static export's fallback). */
  renderedStyle: Record<string, string> | undefined;
  navigation: SiteNavigation;
}) {
  const settings = usePublicSettings();
  // Only the static export's live read can change the name after the first paint.
  useEffect(() => {
    if (settings.siteName !== rendered.siteName) {
      document.title = document.title.replace(rendered.siteName, settings.siteName);
    }
  }, [settings.siteName, rendered.siteName]);
  return (
    <div
      style={
        // The static export's live read can change the colours after the first paint.
        import.meta.env.VITE_STATIC_EXPORT === '1'
          ? themeInlineVars(settings.themeColors)
          : renderedStyle
      }
    >
      <PublicChrome settings={settings} navigation={navigation} />
    </div>
  );
}

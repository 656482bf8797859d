/**
 * The public site as Storybook renders it: the real route modules (the same default exports the
 * site's routes.ts points at) inside an in-memory router, with the real header and footer
 * (`PublicChrome`) and the theme applied the way the site applies it (`themeInlineVars` on one
 * wrapper). Only where the settings come from differs: the toolbar's theme over content's
 * defaults, or, for live-settings stories, the site's own `PublicSettingsProvider` reading
 * `site_settings` from data's MSW scenarios. Page stories never copy a page.
 */
import {
  checkSignUp,
  defaultSiteSettings,
  mailingList,
  type SiteSettings,
} from '@charitykit/content';
import { fixturePages, mswBackend } from '@charitykit/data/msw';
import {
  fetchSharedPreview,
  PublicSettingsProvider,
  usePublicSettingsState,
} from '@charitykit/data/public';
import { type BrandColors, LinkProvider, themeInlineVars } from '@charitykit/ui';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type ActionFunctionArgs, createRoutesStub, redirect } from 'react-router';
import { AppLink } from '../app-link';
import { PublicChrome } from '../components/public-chrome';
import { SubmissionBackendContext } from '../components/submission-backend';
import About from '../routes/about';
import PagePreview from '../routes/admin/preview/route';
import Contact from '../routes/contact';
import GazaEmergency from '../routes/gaza-emergency';
import Home from '../routes/home';
import NotFound from '../routes/not-found';
import PrivacyPolicy from '../routes/privacy-policy';
import ProgrammeDetail from '../routes/programme-detail';
import ProgrammeList from '../routes/programme-list';
import PublishedPage from '../routes/published-page-static';
import RohingyaCrisis from '../routes/rohingya-crisis';
import SharedPreview from '../routes/shared-preview';
import Subscribe from '../routes/subscribe';
import SubscribeConfirm from '../routes/subscribe-confirm';
import TermsConditions from '../routes/terms-conditions';
import Unsubscribe from '../routes/unsubscribe';
import Volunteer from '../routes/volunteer';
import { emptyNavigation, type SiteNavigation } from '../site-navigation';

/** A published fixture page by slug, as `readPublishedPage` gives it; `null` for any other. */
function publishedFixture({ params }: { params: { slug?: string } }) {
  const row = fixturePages.find((p) => p.slug === params.slug && p.status === 'published');
  const page = row
    ? {
        title: row.title,
        slug: row.slug,
        metaTitle: row.meta_title,
        metaDescription: row.meta_description,
        shareImageUrl: row.share_image_url,
        content: row.content,
      }
    : null;
  return { page };
}

/** A share-preview link's page as the route's client loader reads it, from MSW. */
async function sharedFixture({ params }: { params: { token?: string } }) {
  try {
    return { page: await fetchSharedPreview(params.token ?? '', mswBackend), failed: false };
  } catch {
    return { page: null, failed: true };
  }
}

/** The public routes of routes.ts, path for path (a unit test keeps the two in step). */
/** Issue 37: the sign-up as a site server that can send its e-mail renders it. */
const signUpOffered = () => ({ available: true });

/**
 * The sign-up's post as the site server's action answers it (issue 37), for stories that press
 * Subscribe: content's own checks, every message at once (400) or the sent page. Storybook has
 * no server, so nothing is stored or mailed.
 */
async function signUpPosted({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const checked = checkSignUp({ email: text('email'), firstName: text('firstName') });
  if (checked.valid) return redirect(mailingList.sent.path, 303);
  return { status: 'invalid' as const, values: checked.values, errors: checked.errors };
}

export const publicRoutes = [
  // The home page's loader says whether Stay Connected carries the sign-up (issue 37); stories
  // hand its answer in (`loaderData`), as the site server's first HTML does.
  { index: true, id: 'routes/home', Component: Home },
  { path: 'about', Component: About },
  // Issue 34: each form page's "sent" page is the same module (routes.ts); the ids are routes.ts's,
  // so a story can hand a page the server's answer to a post (`actionData`).
  { path: 'contact', id: 'routes/contact', Component: Contact },
  { path: 'contact/sent', id: 'routes/contact-sent', Component: Contact },
  { path: 'programs', Component: ProgrammeList },
  { path: 'programs/:slug', Component: ProgrammeDetail },
  { path: 'volunteer', id: 'routes/volunteer', Component: Volunteer },
  { path: 'volunteer/sent', id: 'routes/volunteer-sent', Component: Volunteer },
  {
    path: 'subscribe',
    id: 'routes/subscribe',
    Component: Subscribe,
    loader: signUpOffered,
    action: signUpPosted,
  },
  {
    path: 'subscribe/sent',
    id: 'routes/subscribe-sent',
    Component: Subscribe,
    loader: signUpOffered,
  },
  { path: 'rohingya-crisis', Component: RohingyaCrisis },
  { path: 'gaza-emergency', Component: GazaEmergency },
  { path: 'privacy-policy', Component: PrivacyPolicy },
  { path: 'terms-conditions', Component: TermsConditions },
  // Issue 25: staff's Preview (signed out in Storybook: the sign-in prompt) and a share-preview
  // link, read from data's MSW `shared_preview` scenario as the browser reads it.
  { path: 'preview/:id', Component: PagePreview },
  { path: 'preview/share/:token', Component: SharedPreview, loader: sharedFixture },
  // Issue 37: the mailing list's link pages (their one button posts to the site server).
  { path: 'subscribe/confirm/:token', Component: SubscribeConfirm },
  { path: 'unsubscribe/:token', Component: Unsubscribe },
  // Storybook is a static host, so /{slug} is the static export's module (routes.ts swaps it in
  // the same way), fed the data's published fixture pages instead of a browser read.
  { path: ':slug', Component: PublishedPage, loader: publishedFixture },
  { path: '*', Component: NotFound },
];

type SettingsSource = ({ kind: 'static'; settings: SiteSettings } | { kind: 'live' }) & {
  navigation?: SiteNavigation;
};

const SourceContext = createContext<SettingsSource>({
  kind: 'static',
  settings: defaultSiteSettings,
});

/** The header, footer and page with one settings object, themed like the site's layout. */
function ThemedChrome({ settings, status }: { settings: SiteSettings; status: string }) {
  const { navigation = emptyNavigation } = useContext(SourceContext);
  return (
    <div style={themeInlineVars(settings.themeColors)} data-settings={status}>
      <PublicChrome settings={settings} navigation={navigation} />
    </div>
  );
}

function ProvidedChrome() {
  const { settings, status } = usePublicSettingsState();
  return <ThemedChrome settings={settings} status={status} />;
}

function StoryLayout() {
  const source = useContext(SourceContext);
  return source.kind === 'static' ? (
    <PublicSettingsProvider initialSettings={source.settings}>
      <ProvidedChrome />
    </PublicSettingsProvider>
  ) : (
    <PublicSettingsProvider url={mswBackend.url} anonKey={mswBackend.anonKey}>
      <ProvidedChrome />
    </PublicSettingsProvider>
  );
}

export interface PublicSiteProps {
  /** The address the page opens at, e.g. `/programs/water`. */
  path: string;
  /**
   * `live`: the settings come from the backend (`site_settings` via MSW), as on the deployed
   * site; otherwise content's defaults with the toolbar theme's colours.
   */
  settings?: 'live' | 'theme';
  /** The toolbar theme's brand colours (the preview passes them in). */
  brand?: BrandColors;
  /** Live pages placed in the header and footer (issue 25), as the site server gives them. */
  navigation?: SiteNavigation;
  /**
   * What a route's action answered, by route id (issue 34): the page as the server renders it
   * after a form was posted without JavaScript.
   */
  actionData?: Record<string, unknown>;
  /** What a route's loader answered, by route id, where a story says (issue 37's home card). */
  loaderData?: Record<string, unknown>;
}

/** One public page, at `path`, inside the site's header and footer. */
export function PublicSite({
  path,
  settings = 'theme',
  brand,
  navigation,
  actionData,
  loaderData,
}: PublicSiteProps): ReactNode {
  const Stub = useMemo(
    () => createRoutesStub([{ path: '/', Component: StoryLayout, children: publicRoutes }]),
    [],
  );
  const source = useMemo<SettingsSource>(
    () =>
      settings === 'live'
        ? { kind: 'live', ...(navigation ? { navigation } : {}) }
        : {
            kind: 'static',
            settings: {
              ...defaultSiteSettings,
              themeColors: brand ?? defaultSiteSettings.themeColors,
            },
            ...(navigation ? { navigation } : {}),
          },
    [settings, brand, navigation],
  );
  return (
    <SourceContext.Provider value={source}>
      <SubmissionBackendContext.Provider value={mswBackend}>
        <LinkProvider component={AppLink}>
          <Stub
            initialEntries={[path]}
            hydrationData={
              actionData || loaderData
                ? { ...(actionData ? { actionData } : {}), ...(loaderData ? { loaderData } : {}) }
                : undefined
            }
          />
        </LinkProvider>
      </SubmissionBackendContext.Provider>
    </SourceContext.Provider>
  );
}

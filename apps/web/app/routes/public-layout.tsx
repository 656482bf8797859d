import {
  contactDetails,
  donateNowLabel,
  footerNavigation,
  headerLinks,
  programmeLinks,
  type SiteSettings,
  siteFacts,
  viewAllProgrammesLink,
} from '@charitykit/content';
import { PublicSettingsProvider, usePublicSettings } from '@charitykit/data/public';
import { type HeaderNavItem, SiteFooter, SiteHeader, themeInlineVars } from '@charitykit/ui';
import { useEffect } from 'react';
import { Outlet, useLocation, useOutletContext } from 'react-router';
import * as styles from '../layout.css';
import { siteSettings } from '../site';

const navItems: readonly HeaderNavItem[] = [
  headerLinks.home,
  {
    ...headerLinks.programmes,
    items: programmeLinks,
    viewAll: {
      label: viewAllProgrammesLink.label,
      href: viewAllProgrammesLink.href ?? '/programs',
    },
  },
  headerLinks.about,
  headerLinks.contact,
];

/** Routes inside the layout read the site settings it was given. */
export function useSiteSettings() {
  return useOutletContext<SiteSettings>();
}

/** The shared header and footer of every public page, fed by one settings object. */
export function PublicChrome({ settings }: { settings: SiteSettings }) {
  const { pathname } = useLocation();
  const contact = contactDetails(settings, siteFacts);
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <SiteHeader
        siteName={settings.siteName}
        items={navItems}
        donateLabel={donateNowLabel}
        currentPath={pathname}
      />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet context={settings} />
      </main>
      <SiteFooter
        siteName={settings.siteName}
        tagline={settings.siteTagline}
        about={footerNavigation.about}
        columns={[footerNavigation.quickLinks, footerNavigation.support]}
        contact={{
          title: footerNavigation.contactTitle,
          phone: contact.phone,
          email: contact.email,
          addressLines: contact.addressLines,
        }}
        socialLinks={settings.socialLinks}
        registration={[
          `Registered Charity No. ${siteFacts.registeredCharityNumber}`,
          `Company No. ${siteFacts.companyNumber}`,
        ]}
        copyrightYear={siteFacts.copyrightYear}
        legalLinks={footerNavigation.legal}
      />
    </>
  );
}

/**
 * Staff-edited settings (decision 6), read once on the client: the prerendered HTML and the
 * first render use the defaults, then the live name, contact details, social links and theme
 * colours replace them. Theme colours are CSS variables on one wrapper, so no component
 * re-renders for them.
 */
function LiveChrome() {
  const settings = usePublicSettings();
  const { pathname } = useLocation();
  useEffect(() => {
    // Titles are prerendered with the default name; follow a renamed site on every page.
    if (settings.siteName !== siteSettings.siteName && pathname) {
      document.title = document.title.replace(siteSettings.siteName, settings.siteName);
    }
  }, [settings.siteName, pathname]);
  return (
    <div style={themeInlineVars(settings.themeColors)}>
      <PublicChrome settings={settings} />
    </div>
  );
}

export default function PublicLayout() {
  return (
    <PublicSettingsProvider
      url={import.meta.env.VITE_SUPABASE_URL}
      anonKey={import.meta.env.VITE_SUPABASE_ANON_KEY}
    >
      <LiveChrome />
    </PublicSettingsProvider>
  );
}

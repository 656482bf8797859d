import {
  contactDetails,
  donateNowLabel,
  donationLink,
  footerNavigation,
  headerLinks,
  programmeLinks,
  type SiteSettings,
  siteFacts,
  viewAllProgrammesLink,
} from '@charitykit/content';
import { type HeaderNavItem, SiteFooter, SiteHeader, SkipLink } from '@charitykit/ui';
import { Outlet, useLocation } from 'react-router';
import * as styles from '../layout.css';

// The public layout's chrome, apart from its loader: Storybook's page stories render it too,
// and they must not import the site server's live data (`live-site.server`). Routes read the
// settings with data's `usePublicSettings()`, from the provider the layout puts around this.

// The header's links, in order. Further entries (e.g. staff-placed pages) go after the built-in
// ones, at the end of this list; each renders as a link in the bar and in the small-screen menu.
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

/** The shared header and footer of every public page, fed by one settings object. */
export function PublicChrome({ settings }: { settings: SiteSettings }) {
  const { pathname } = useLocation();
  const contact = contactDetails(settings, siteFacts);
  const donateTarget = donationLink(settings.donationPage);
  return (
    <>
      <SiteHeader
        skipLink={<SkipLink href="#main">Skip to main content</SkipLink>}
        siteName={settings.siteName}
        items={navItems}
        donateLabel={donateNowLabel}
        // Issue 24: the giving platform's page when staff have set one; else no action (spec).
        onDonate={donateTarget ? () => window.location.assign(donateTarget) : undefined}
        currentPath={pathname}
      />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
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
          ...(settings.registrationNumber
            ? [`Registered Charity No. ${settings.registrationNumber}`]
            : []),
          `Company No. ${siteFacts.companyNumber}`,
        ]}
        copyrightYear={siteFacts.copyrightYear}
        legalLinks={footerNavigation.legal}
      />
    </>
  );
}

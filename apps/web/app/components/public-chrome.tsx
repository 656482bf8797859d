import {
  contactDetails,
  donateNowLabel,
  donationLink,
  footerNavigation,
  headerLinks,
  pointFooterLink,
  programmeLinks,
  type SiteSettings,
  siteFacts,
  viewAllProgrammesLink,
} from '@charitykit/content';
import { type HeaderNavItem, SiteFooter, SiteHeader, SkipLink } from '@charitykit/ui';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import * as styles from '../layout.css';
import { emptyNavigation, type SiteNavigation } from '../site-navigation';
import { withDonatePage } from './donate';

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

export interface PublicChromeProps {
  settings: SiteSettings;
  /** Live pages staff placed in the header or footer, after the built-in links (issue 25). */
  navigation?: SiteNavigation;
}

/**
 * The shared header and footer of every public page, fed by one settings object.
 *
 * The header, the page and the footer are each a `<Suspense>` boundary (issue 36). Nothing in them
 * suspends on the server; the boundaries are there for hydration: React hydrates the document's
 * frame first, then each boundary in a pass and commit of its own, so the main thread is never
 * held for the whole page at once (a page's one commit was 30-37 ms as measured, four times that
 * on a mid-range phone). What a visitor presses before a boundary has hydrated is not lost: React
 * hydrates that boundary first and replays the event.
 */
export function PublicChrome({ settings, navigation = emptyNavigation }: PublicChromeProps) {
  const { pathname } = useLocation();
  const contact = contactDetails(settings, siteFacts);
  const donateHref = donationLink(settings.donationPage) ?? undefined;
  return (
    <>
      <Suspense>
        <SiteHeader
          skipLink={<SkipLink href="#main">Skip to main content</SkipLink>}
          siteName={settings.siteName}
          items={navigation.header.length ? [...navItems, ...navigation.header] : navItems}
          donateLabel={donateNowLabel}
          // Issue 24: the giving platform's page when staff have set one; else no action (spec).
          donateHref={donateHref}
          currentPath={pathname}
        />
      </Suspense>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter
          siteName={settings.siteName}
          tagline={settings.siteTagline}
          about={footerNavigation.about}
          columns={[
            {
              ...footerNavigation.quickLinks,
              links: [
                // Issue 37: Impact Reports and Careers lead where staff pointed them, else text.
                ...footerNavigation.quickLinks.links.map((link) =>
                  pointFooterLink(link, settings.footerLinks),
                ),
                ...navigation.footer,
              ],
            },
            {
              ...footerNavigation.support,
              links: footerNavigation.support.links.map((link) =>
                withDonatePage(pointFooterLink(link, settings.footerLinks), donateHref),
              ),
            },
          ]}
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
      </Suspense>
    </>
  );
}

import { Mail, MapPin, Phone } from 'lucide';
import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/LinkProvider';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import * as styles from './SiteFooter.css';

/** A footer link. `href: null` is a page that does not exist yet: shown as text, not a link. */
export interface FooterLink {
  label: string;
  href: string | null;
}

export interface FooterColumn {
  title: string;
  links: readonly FooterLink[];
}

export interface SiteFooterProps {
  siteName: string;
  tagline?: string;
  /** The about blurb under the name. */
  about: string;
  columns: readonly FooterColumn[];
  contact: {
    title: string;
    phone?: string;
    email?: string;
    addressLines?: readonly string[];
  };
  /** Social networks by name; a null (or empty) address is not shown. */
  socialLinks?: Readonly<Record<string, string | null | undefined>>;
  /** e.g. "Registered Charity No. …", "Company No. …". */
  registration?: readonly string[];
  copyrightYear: number;
  legalLinks: readonly FooterLink[];
}

const socialLabels: Record<string, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
};

function FooterLinkItem({ link }: { link: FooterLink }) {
  if (link.href === null) {
    return (
      <span className={styles.deadLink}>
        {link.label}
        <VisuallyHidden> (coming soon)</VisuallyHidden>
      </span>
    );
  }
  return (
    <Link href={link.href} className={styles.link}>
      {link.label}
    </Link>
  );
}

function ContactLine({ icon, children }: { icon: typeof Phone; children: ReactNode }) {
  return (
    <li className={styles.contactLine}>
      <Icon icon={icon} size="small" />
      {/* A div, not a span: the address line holds an <address>, which is flow content. */}
      <div>{children}</div>
    </li>
  );
}

/** The site footer: about blurb, link columns, contact details, social links, legal line. */
export function SiteFooter({
  siteName,
  tagline,
  about,
  columns,
  contact,
  socialLinks = {},
  registration = [],
  copyrightYear,
  legalLinks,
}: SiteFooterProps) {
  const social = Object.entries(socialLinks).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.column}>
          <p className={styles.brand}>{siteName}</p>
          {tagline ? <p className={styles.muted}>{tagline}</p> : null}
          <p>{about}</p>
          {social.length > 0 ? (
            <ul className={styles.inlineList} aria-label="Social media">
              {social.map(([network, href]) => (
                <li key={network}>
                  <a href={href} className={styles.link} rel="noopener noreferrer" target="_blank">
                    {socialLabels[network] ?? network}
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        {columns.map((column) => (
          <nav key={column.title} className={styles.column} aria-label={column.title}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul className={styles.list}>
              {column.links.map((link) => (
                <li key={`${link.label}-${link.href ?? 'none'}`}>
                  <FooterLinkItem link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div className={styles.column}>
          <h2 className={styles.heading}>{contact.title}</h2>
          <ul className={styles.list}>
            {contact.phone ? (
              <ContactLine icon={Phone}>
                <a href={`tel:${contact.phone.replace(/\s+/g, '')}`} className={styles.link}>
                  {contact.phone}
                </a>
              </ContactLine>
            ) : null}
            {contact.email ? (
              <ContactLine icon={Mail}>
                <a href={`mailto:${contact.email}`} className={styles.link}>
                  {contact.email}
                </a>
              </ContactLine>
            ) : null}
            {contact.addressLines?.length ? (
              <ContactLine icon={MapPin}>
                <address className={styles.address}>
                  {contact.addressLines.map((line) => (
                    <span key={line} className={styles.block}>
                      {line}
                    </span>
                  ))}
                </address>
              </ContactLine>
            ) : null}
          </ul>
        </div>
      </div>

      <div className={styles.bottom}>
        <div>
          <p className={styles.muted}>
            © {copyrightYear} {siteName}. All rights reserved.
          </p>
          {registration.length ? <p className={styles.muted}>{registration.join(' · ')}</p> : null}
        </div>
        <ul className={styles.inlineList} aria-label="Legal">
          {legalLinks.map((link) => (
            <li key={link.label}>
              <FooterLinkItem link={link} />
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}

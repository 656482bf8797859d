import { contactDetails, contactPage, siteFacts } from '@charitykit/content';
import { usePublicSettings } from '@charitykit/data/public';
import { FeatureCard, PageHero, PageSection, Text, TextLink } from '@charitykit/ui';
import { ContactSlot } from '../components/contact-slot';
import * as styles from '../pages.css';
import { pageMeta } from '../site';
import type { Route } from './+types/contact';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(contactPage.meta.title, contactPage.meta.description, matches);
}

export default function Contact() {
  const settings = usePublicSettings();
  const details = contactDetails(settings, siteFacts);
  const { hero, infoCards, form, whyContact, responseClaim } = contactPage;
  return (
    <>
      <PageHero title={hero.title} description={hero.description} />
      <PageSection>
        <ul className={styles.grid[4]}>
          <li>
            <FeatureCard headingLevel={2} title={infoCards.phone.title} icon={infoCards.phone.icon}>
              <TextLink href={`tel:${details.phone.replace(/\s+/g, '')}`}>{details.phone}</TextLink>
              <Text size="small" tone="muted">
                {infoCards.phone.note}
              </Text>
            </FeatureCard>
          </li>
          <li>
            <FeatureCard headingLevel={2} title={infoCards.email.title} icon={infoCards.email.icon}>
              <TextLink href={`mailto:${details.email}`}>{details.email}</TextLink>
              <Text size="small" tone="muted">
                {infoCards.email.note}
              </Text>
            </FeatureCard>
          </li>
          <li>
            <FeatureCard
              headingLevel={2}
              title={infoCards.address.title}
              icon={infoCards.address.icon}
            >
              <address className={styles.address}>
                {details.addressLines.map((line) => (
                  <span key={line} className={styles.block}>
                    {line}
                  </span>
                ))}
              </address>
            </FeatureCard>
          </li>
          <li>
            <FeatureCard headingLevel={2} title={infoCards.hours.title} icon={infoCards.hours.icon}>
              {infoCards.hours.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </FeatureCard>
          </li>
        </ul>
      </PageSection>
      <PageSection tone="muted">
        <div className={styles.splitTop}>
          <div className={styles.formCard}>
            <ContactSlot title={form.title} description={form.description} />
          </div>
          <div className={styles.prose}>
            <h2 className={styles.sectionTitle}>{whyContact.title}</h2>
            <ul className={styles.grid[2]}>
              {whyContact.items.map((item) => (
                <li key={item.title}>
                  <FeatureCard title={item.title}>
                    <Text tone="muted">{item.description}</Text>
                  </FeatureCard>
                </li>
              ))}
            </ul>
            <Text weight="medium">{responseClaim}</Text>
          </div>
        </div>
      </PageSection>
    </>
  );
}

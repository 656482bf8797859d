import {
  type ContactFormValues,
  contactDetails,
  contactPage,
  siteFacts,
} from '@charitykit/content';
import { usePublicSettings } from '@charitykit/data/public';
import {
  FeatureCard,
  type FormPostResult,
  Grid,
  PageHero,
  PageSection,
  Stack,
  Text,
  TextLink,
} from '@charitykit/ui';
import * as styles from '../pages.css';
import { ContactSlot } from './contact-slot';

/**
 * /contact (and /contact/sent, where a message sent without JavaScript lands once stored):
 * `postResult` is the server's answer to a post of its form.
 */
export function ContactPage({
  postResult,
}: {
  postResult?: FormPostResult<ContactFormValues> | undefined;
}) {
  const settings = usePublicSettings();
  const details = contactDetails(settings, siteFacts);
  const { hero, infoCards, form, whyContact, responseClaim } = contactPage;
  return (
    <>
      <PageHero title={hero.title} description={hero.description} />
      <PageSection>
        <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 4 }}>
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
        </Grid>
      </PageSection>
      <PageSection tone="muted">
        <Grid columns={{ mobile: 1, desktop: 2 }} gap="xlarge" align="start">
          <div className={styles.formCard}>
            <ContactSlot
              title={form.title}
              description={form.description}
              postResult={postResult}
            />
          </div>
          <div className={styles.measure}>
            <Stack>
              <h2 className={styles.sectionTitle}>{whyContact.title}</h2>
              <Grid as="ul" columns={{ mobile: 1, tablet: 2 }}>
                {whyContact.items.map((item) => (
                  <li key={item.title}>
                    <FeatureCard title={item.title}>
                      <Text tone="muted">{item.description}</Text>
                    </FeatureCard>
                  </li>
                ))}
              </Grid>
              <Text weight="medium">{responseClaim}</Text>
            </Stack>
          </div>
        </Grid>
      </PageSection>
    </>
  );
}

import { contactDetails, type LegalPage, siteFacts } from '@charitykit/content';
import { usePublicSettings } from '@charitykit/data/public';
import { PageHero, PageSection, Stack, Text, TextLink } from '@charitykit/ui';
import * as styles from '../pages.css';

/** Privacy policy and terms: a contents list, then each section; contact details last. */
export function LegalDocument({ page }: { page: LegalPage }) {
  const details = contactDetails(usePublicSettings(), siteFacts);
  return (
    <>
      <PageHero title={page.title} description={`Last updated: ${page.lastUpdated}`} />
      <PageSection width="medium" align="left">
        <div className={styles.measure}>
          <Stack>
            <Text size="large">{page.intro}</Text>
            <nav aria-label="Contents" className={styles.toc}>
              <h2 className={styles.boxTitle}>Contents</h2>
              <ol className={styles.proseList}>
                {page.sections.map((section) => (
                  <li key={section.id}>
                    <TextLink href={`#${section.id}`}>{section.title}</TextLink>
                  </li>
                ))}
              </ol>
            </nav>
            {page.sections.map((section, i) => (
              <section
                key={section.id}
                id={section.id}
                className={styles.anchorTarget}
                aria-labelledby={`${section.id}-title`}
              >
                <Stack gap="small">
                  <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
                    {i + 1}. {section.title}
                  </h2>
                  {section.paragraphs.map((p) => (
                    <Text key={p}>{p}</Text>
                  ))}
                  {section.list ? (
                    <ul className={styles.proseList}>
                      {section.list.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ) : null}
                  {i === page.sections.length - 1 ? (
                    <address className={styles.address}>
                      <span className={styles.block}>
                        E-mail:{' '}
                        <TextLink href={`mailto:${details.email}`}>{details.email}</TextLink>
                      </span>
                      <span className={styles.block}>Phone: {details.phone}</span>
                      <span className={styles.block}>Post: {details.addressLines.join(', ')}</span>
                    </address>
                  ) : null}
                </Stack>
              </section>
            ))}
          </Stack>
        </div>
      </PageSection>
    </>
  );
}

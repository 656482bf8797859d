import { type VolunteerApplicationValues, volunteerPage } from '@charitykit/content';
import { type FormPostResult, PageHero, PageSection, Stack, StatGrid, Text } from '@charitykit/ui';
import { Suspense } from 'react';
import * as styles from '../pages.css';
import { VolunteerSlot } from './volunteer-slot';

/**
 * /volunteer (and /volunteer/sent, where an application sent without JavaScript lands once
 * stored): `postResult` is the server's answer to a post of its form.
 */
export function VolunteerPage({
  postResult,
}: {
  postResult?: FormPostResult<VolunteerApplicationValues> | undefined;
}) {
  const { hero, stats, form } = volunteerPage;
  return (
    <>
      {/* The hero and the form hydrate (and commit) one after the other (issue 36). */}
      <Suspense>
        <PageHero title={hero.title} subtitle={hero.subtitle} description={hero.description}>
          <StatGrid items={stats} columns={3} tone="onDark" />
        </PageHero>
      </Suspense>
      <Suspense>
        <PageSection width="medium" tone="muted">
          <div className={styles.formCard}>
            <div className={styles.measure}>
              <Stack>
                <h2 className={styles.sectionTitle}>{form.title}</h2>
                <Text tone="muted">{form.description}</Text>
                {/* The form's own section titles are the page's (volunteerPage.sectionTitles). */}
                <VolunteerSlot label={form.title} postResult={postResult} />
              </Stack>
            </div>
          </div>
        </PageSection>
      </Suspense>
    </>
  );
}

import { volunteerPage } from '@charitykit/content';
import { PageHero, PageSection, Stack, StatGrid, Text } from '@charitykit/ui';
import { VolunteerSlot } from '../components/volunteer-slot';
import * as styles from '../pages.css';
import { pageMeta } from '../site';
import type { Route } from './+types/volunteer';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(volunteerPage.meta.title, volunteerPage.meta.description, matches);
}

export default function Volunteer() {
  const { hero, stats, form } = volunteerPage;
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} description={hero.description}>
        <StatGrid items={stats} columns={3} tone="onDark" />
      </PageHero>
      <PageSection width="medium" tone="muted">
        <div className={styles.formCard}>
          <div className={styles.measure}>
            <Stack>
              <h2 className={styles.sectionTitle}>{form.title}</h2>
              <Text tone="muted">{form.description}</Text>
              <VolunteerSlot label={form.title} sectionTitles={volunteerPage.sectionTitles} />
            </Stack>
          </div>
        </div>
      </PageSection>
    </>
  );
}

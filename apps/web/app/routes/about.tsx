import { aboutPage } from '@charitykit/content';
import {
  CallToAction,
  FeatureCard,
  Grid,
  PageHero,
  PageSection,
  SiteImage,
  Stack,
  Text,
} from '@charitykit/ui';
import { useDonateHref, withDonatePage } from '../components/donate';
import type { PageHandle } from '../page-scripts';
import * as styles from '../pages.css';
import { shareImageOf } from '../share-image';
import { pageMeta } from '../site';
import type { Route } from './+types/about';

/** Content: sent as HTML and CSS only, no framework JavaScript (issue 22). */
export const handle = { scripts: false } satisfies PageHandle;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(aboutPage.meta.title, aboutPage.meta.description, matches, {
    image: shareImageOf(aboutPage.story.image),
  });
}

export default function About() {
  const { hero, story, values, joinMission } = aboutPage;
  const donateHref = useDonateHref();
  return (
    <>
      <PageHero title={hero.title} description={hero.description} />
      <PageSection>
        <Grid columns={{ mobile: 1, desktop: 2 }} gap="xlarge" align="center">
          <div className={styles.measure}>
            <Stack>
              <h2 className={styles.sectionTitle}>{story.title}</h2>
              {story.paragraphs.map((p) => (
                <Text key={p}>{p}</Text>
              ))}
            </Stack>
          </div>
          <SiteImage image={story.image} sizes="(min-width: 1024px) 40vw, 100vw" />
        </Grid>
      </PageSection>
      <PageSection title={values.title} tone="muted">
        <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 4 }}>
          {values.items.map((value) => (
            <li key={value.title}>
              <FeatureCard title={value.title} icon={value.icon} align="center">
                <Text tone="muted">{value.description}</Text>
              </FeatureCard>
            </li>
          ))}
        </Grid>
      </PageSection>
      <CallToAction
        title={joinMission.title}
        description={joinMission.description}
        actions={joinMission.actions.map((action) => withDonatePage(action, donateHref))}
      />
    </>
  );
}

import { aboutPage } from '@charitykit/content';
import { CallToAction, FeatureCard, PageHero, PageSection, SiteImage, Text } from '@charitykit/ui';
import * as styles from '../pages.css';
import { pageMeta } from '../site';
import type { Route } from './+types/about';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(aboutPage.meta.title, aboutPage.meta.description, matches);
}

export default function About() {
  const { hero, story, values, joinMission } = aboutPage;
  return (
    <>
      <PageHero title={hero.title} description={hero.description} />
      <PageSection>
        <div className={styles.split}>
          <div className={styles.prose}>
            <h2 className={styles.sectionTitle}>{story.title}</h2>
            {story.paragraphs.map((p) => (
              <Text key={p}>{p}</Text>
            ))}
          </div>
          <SiteImage image={story.image} sizes="(min-width: 1024px) 40vw, 100vw" />
        </div>
      </PageSection>
      <PageSection title={values.title} tone="muted">
        <ul className={styles.grid[4]}>
          {values.items.map((value) => (
            <li key={value.title}>
              <FeatureCard title={value.title} icon={value.icon} align="center">
                <Text tone="muted">{value.description}</Text>
              </FeatureCard>
            </li>
          ))}
        </ul>
      </PageSection>
      <CallToAction
        title={joinMission.title}
        description={joinMission.description}
        actions={joinMission.actions}
      />
    </>
  );
}

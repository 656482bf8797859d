import { findProgramme, headerLinks } from '@charitykit/content';
import {
  ApproachSteps,
  Button,
  PageHero,
  PageSection,
  SiteIcon,
  Stack,
  StatGrid,
  Text,
} from '@charitykit/ui';
import { data, useParams } from 'react-router';
import type { PageHandle } from '../page-scripts';
import * as styles from '../pages.css';
import { pageMeta } from '../site';
import { programmeBreadcrumbJsonLd } from '../structured-data';
import type { Route } from './+types/programme-detail';
import NotFound, { meta as notFoundMeta } from './not-found';

/** An unknown programme is a real 404 for the server render (the page shows the not-found page). */
export function loader({ params }: Route.LoaderArgs) {
  return data(null, { status: findProgramme(params.slug) ? 200 : 404 });
}

/** The page is content: moving between programmes on the client needs nothing from the server. */
export function clientLoader() {
  return null;
}

/** Content: sent as HTML and CSS only, no framework JavaScript (issue 22). */
export const handle = { scripts: false } satisfies PageHandle;

export function meta({ params, matches }: Route.MetaArgs) {
  const programme = findProgramme(params.slug);
  if (!programme) return notFoundMeta({ matches });
  const labels = { home: headerLinks.home.label, programmes: headerLinks.programmes.label };
  return pageMeta(programme.page.hero.title, programme.fullDescription, matches, {
    jsonLd: (_settings, siteUrl) => [programmeBreadcrumbJsonLd(programme, labels, siteUrl)],
  });
}

export default function ProgrammeDetail() {
  const programme = findProgramme(useParams().slug);
  if (!programme) return <NotFound />;
  const { hero, textBlock, actions, stats, approach } = programme.page;
  return (
    <>
      <PageHero
        title={hero.title}
        subtitle={hero.subtitle}
        description={hero.description}
        icon={<SiteIcon name={programme.icon} size="xlarge" />}
        colour={programme.colour}
      />
      <PageSection width="medium" align="left">
        <div className={styles.measure}>
          <Stack>
            <h2 className={styles.sectionTitle}>{textBlock.title}</h2>
            {textBlock.paragraphs.map((p) => (
              <Text key={p}>{p}</Text>
            ))}
            {/* The spec gives these two buttons no behaviour. */}
            <Stack direction="row" wrap gap="small">
              <Button>{actions[0]}</Button>
              <Button variant="outline">{actions[1]}</Button>
            </Stack>
          </Stack>
        </div>
      </PageSection>
      <PageSection title="Impact in Numbers" tone="muted">
        <StatGrid items={stats} columns={3} />
      </PageSection>
      <PageSection title={approach.title}>
        <ApproachSteps steps={approach.steps} colour={programme.colour} />
      </PageSection>
    </>
  );
}

import { programmes, programmesPage } from '@charitykit/content';
import { CallToAction, Grid, PageHero, PageSection, ProgrammeCard } from '@charitykit/ui';
import type { PageHandle } from '../page-scripts';
import { pageMeta } from '../site';
import type { Route } from './+types/programme-list';

/** Content: sent as HTML and CSS only, no framework JavaScript (issue 22). */
export const handle = { scripts: false } satisfies PageHandle;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(programmesPage.meta.title, programmesPage.meta.description, matches);
}

export default function ProgrammeList() {
  return (
    <>
      <PageHero title={programmesPage.hero.title} description={programmesPage.hero.description} />
      <PageSection>
        <Grid as="ul" columns={{ mobile: 1, tablet: 2 }}>
          {programmes.map((p) => (
            <li key={p.slug}>
              <ProgrammeCard
                headingLevel={2}
                title={p.title}
                description={p.description}
                fullDescription={p.fullDescription}
                impact={p.impact}
                href={p.link}
                linkLabel={programmesPage.getInvolvedLabel}
                icon={p.icon}
                colour={p.colour}
              />
            </li>
          ))}
        </Grid>
      </PageSection>
      <CallToAction
        title={programmesPage.callToAction.title}
        description={programmesPage.callToAction.description}
        actions={programmesPage.callToAction.actions}
      />
    </>
  );
}

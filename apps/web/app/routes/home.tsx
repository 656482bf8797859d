import {
  getInvolvedSection,
  heroActions,
  heroSlides,
  homeAboutSection,
  homeDonationPanel,
  homeMeta,
  homeProgrammesSection,
  programmeCardList,
} from '@charitykit/content';
import { usePublicSettings } from '@charitykit/data/public';
import {
  Badge,
  Button,
  FeatureCard,
  Grid,
  HeroCarousel,
  PageSection,
  ProgrammeCarousel,
  SiteIcon,
  SiteImage,
  Stack,
  Text,
  VisuallyHidden,
} from '@charitykit/ui';
import { Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { useDonateHref, withDonatePage } from '../components/donate';
import { HomeDonationPanel } from '../components/home-donation-panel';
import { HomeSignUp } from '../components/home-sign-up';
import { signUpAvailable } from '../mailing-list-signup.server';
import * as styles from '../pages.css';
import { shareImageOf } from '../share-image';
import { pageMeta } from '../site';
import { organisationJsonLd } from '../structured-data';
import type { Route } from './+types/home';

export function meta({ matches }: Route.MetaArgs) {
  const [firstSlide] = heroSlides;
  return pageMeta(homeMeta.title, homeMeta.description, matches, {
    image: firstSlide ? shareImageOf(firstSlide.image) : null,
    jsonLd: (settings, siteUrl) => [organisationJsonLd(settings, siteUrl)],
  });
}

/**
 * Issue 37: whether Stay Connected carries the sign-up form itself (the server can send the
 * confirmation e-mail) or leads to /subscribe, which says how to ask instead.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { signUpAvailable: signUpAvailable(context) };
}

function CardAction({ action }: { action: { label: string; href: string | null } }) {
  return (
    <Button href={action.href ?? undefined} variant={action.href ? 'primary' : 'outline'}>
      {action.label}
    </Button>
  );
}

export default function Home() {
  const { siteName } = usePublicSettings();
  const donateHref = useDonateHref();
  const signUp = useLoaderData<typeof loader>()?.signUpAvailable === true;
  return (
    <>
      <VisuallyHidden as="div">
        <h1>
          {siteName}: {homeMeta.title}
        </h1>
      </VisuallyHidden>
      {/* Each section below is a boundary of its own: React hydrates (and commits) them one at a
          time rather than the whole page in one task (issue 36; components/public-chrome.tsx). */}
      <Suspense>
        <HeroCarousel
          label="Highlights"
          slides={heroSlides}
          primaryLabel={heroActions.donate}
          primaryHref={donateHref}
          secondaryAction={heroActions.volunteer}
          aside={
            <div className={styles.panel}>
              <HomeDonationPanel
                title={homeDonationPanel.title}
                description={homeDonationPanel.description}
                quickAmounts={homeDonationPanel.quickAmounts}
              />
            </div>
          }
        />
      </Suspense>

      <Suspense>
        <PageSection
          title={homeProgrammesSection.title}
          description={homeProgrammesSection.description}
        >
          <ProgrammeCarousel
            label={homeProgrammesSection.carouselLabel}
            learnMoreLabel={homeProgrammesSection.learnMoreLabel}
            items={programmeCardList.map((p) => ({
              title: p.title,
              description: p.description,
              href: p.link,
              icon: p.icon,
              colour: p.colour,
            }))}
          />
        </PageSection>
      </Suspense>

      <Suspense>
        <PageSection tone="muted">
          <Grid columns={{ mobile: 1, desktop: 2 }} gap="xlarge" align="center">
            <Stack gap="large">
              <h2 className={styles.sectionTitle}>{homeAboutSection.title}</h2>
              {homeAboutSection.paragraphs.map((p) => (
                <Text key={p}>{p}</Text>
              ))}
              <Stack as="ul" direction="row" wrap gap="small">
                {homeAboutSection.badges.map((badge) => (
                  <li key={badge.label}>
                    <Badge variant="outline" icon={<SiteIcon name={badge.icon} size="small" />}>
                      {badge.label}
                    </Badge>
                  </li>
                ))}
              </Stack>
              <div>
                <Button href={homeAboutSection.readStory.href}>
                  {homeAboutSection.readStory.label}
                </Button>
              </div>
            </Stack>
            <Stack gap="large">
              <SiteImage image={homeAboutSection.image} sizes="(min-width: 1024px) 40vw, 100vw" />
              <div className={styles.missionBox}>
                <h3 className={styles.boxTitle}>{homeAboutSection.mission.title}</h3>
                <Text>{homeAboutSection.mission.text}</Text>
              </div>
            </Stack>
          </Grid>
        </PageSection>
      </Suspense>

      <Suspense>
        <PageSection title={getInvolvedSection.title} description={getInvolvedSection.description}>
          <Grid as="ul" columns={{ mobile: 1, tablet: 3 }}>
            {getInvolvedSection.cards.map((card) => (
              <li key={card.title}>
                <FeatureCard
                  title={card.title}
                  icon={card.icon}
                  align="center"
                  action={
                    signUp && 'signUp' in card.action ? (
                      // The sign-up in the card (issue 37): the same form and route action as
                      // /subscribe, so a post lands on /subscribe/sent (or the form with its
                      // errors) with or without JavaScript.
                      <HomeSignUp />
                    ) : (
                      <CardAction action={withDonatePage(card.action, donateHref)} />
                    )
                  }
                >
                  <Text tone="muted">{card.description}</Text>
                </FeatureCard>
              </li>
            ))}
          </Grid>
        </PageSection>
      </Suspense>
    </>
  );
}

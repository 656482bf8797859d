import type { Appeal } from '@charitykit/content';
import {
  Button,
  ImpactTiers,
  PageHero,
  PageSection,
  RaisedCard,
  SiteIcon,
  Stack,
  StatGrid,
  Text,
} from '@charitykit/ui';

import * as styles from '../pages.css';
import { DonationSlot } from './donation-slot';

/** Both crisis-appeal pages share this layout (spec section 2); only their content differs. */
export function AppealPage({ appeal }: { appeal: Appeal }) {
  const { hero, raised, stats, situation, impact, donation, trust, note } = appeal;
  return (
    <>
      <PageHero
        badge={appeal.badge}
        title={hero.title}
        subtitle={hero.subtitle}
        description={hero.description}
        colour="#7f1d1d"
        actions={
          <>
            <Button size="large" variant="secondary" href="#donate">
              {hero.donateLabel}
            </Button>
            <Button size="large" variant="secondary" href="#situation">
              {hero.learnMoreLabel}
            </Button>
          </>
        }
      >
        <RaisedCard
          label={raised.label}
          amount={raised.amount}
          percent={raised.percent}
          caption={raised.caption}
        />
      </PageHero>
      <PageSection title={stats.title}>
        <StatGrid items={stats.items} columns={4} />
      </PageSection>
      <PageSection id="situation" title={situation.title} tone="muted" width="medium">
        <div className={styles.measure}>
          <Stack>
            {situation.paragraphs.map((p) => (
              <Text key={p}>{p}</Text>
            ))}
          </Stack>
        </div>
      </PageSection>
      <PageSection title={impact.title}>
        <ImpactTiers tiers={impact.tiers} />
      </PageSection>
      <PageSection id="donate" tone="muted" width="medium">
        <div className={styles.formCard}>
          <div className={styles.measure}>
            <Stack>
              <DonationSlot
                title={donation.title}
                description={donation.description}
                quickAmounts={donation.quickAmounts}
              />
              <p className={styles.note}>
                <SiteIcon name="shield-check" size="small" />
                {note}
              </p>
            </Stack>
          </div>
        </div>
      </PageSection>
      {trust ? (
        <PageSection title={trust.title}>
          <StatGrid items={trust.items} columns={4} />
        </PageSection>
      ) : null}
    </>
  );
}

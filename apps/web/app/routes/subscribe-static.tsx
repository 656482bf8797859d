import { mailingList } from '@charitykit/content';
import { Button, Container, Stack, Text } from '@charitykit/ui';
import type { MetaArgs } from 'react-router';
import { formPageMeta } from '../form-page';
import * as styles from '../pages.css';
import { pageMeta } from '../site';

// Issue 37: /subscribe (and /subscribe/sent) in the static export. A host without Node cannot
// send the confirmation e-mail, so the sign-up is not offered there (as the site server does
// without SMTP).

export function meta({ matches, location }: MetaArgs) {
  return formPageMeta(mailingList, { matches, pathname: location.pathname }, pageMeta);
}

export default function SubscribeStatic() {
  return (
    <Container width="small">
      <section className={styles.formCard} aria-labelledby="sign-up-title">
        <Stack gap="medium">
          <h1 id="sign-up-title" className={styles.sectionTitle}>
            {mailingList.title}
          </h1>
          <Text>{mailingList.intro}</Text>
          <Text>{mailingList.unavailable}</Text>
          <div>
            <Button href={mailingList.contactHref}>{mailingList.contactLink}</Button>
          </div>
        </Stack>
      </section>
    </Container>
  );
}

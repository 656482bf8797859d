import { mailingList } from '@charitykit/content';
import { Button, Container, Stack, Text } from '@charitykit/ui';
import { useActionData, useLoaderData } from 'react-router';
import { SignUpForm } from '../components/sign-up-form';
import { signUpAction, signUpAvailable } from '../mailing-list-signup.server';
import * as styles from '../pages.css';
import { pageMeta } from '../site';
import type { Route } from './+types/subscribe';

// Issue 37: /subscribe, the Stay Connected sign-up. Offered only where the server can send the
// confirmation e-mail (SMTP_URL and the service-role key); elsewhere it says how to ask instead.

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(mailingList.meta.title, mailingList.meta.description, matches);
}

export function loader({ context }: Route.LoaderArgs) {
  return { available: signUpAvailable(context) };
}

export function action(args: Route.ActionArgs) {
  return signUpAction(args);
}

/** Keeps the flood limit's Retry-After, which React Router would otherwise drop. */
export function headers({ parentHeaders, actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  for (const [name, value] of actionHeaders) headers.set(name, value);
  return headers;
}

export default function Subscribe() {
  const { available } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Container width="small">
      <section className={styles.formCard} aria-labelledby="sign-up-title">
        <Stack gap="medium">
          <h1 id="sign-up-title" className={styles.sectionTitle}>
            {mailingList.title}
          </h1>
          <Text>{mailingList.intro}</Text>
          {available ? (
            <SignUpForm result={result} />
          ) : (
            <>
              <Text>{mailingList.unavailable}</Text>
              <div>
                <Button href={mailingList.contactHref}>{mailingList.contactLink}</Button>
              </div>
            </>
          )}
        </Stack>
      </section>
    </Container>
  );
}

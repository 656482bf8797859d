import { mailingList } from '@charitykit/content';
import { Button, Container, Stack, Text } from '@charitykit/ui';
import { useActionData, useLoaderData, useLocation } from 'react-router';
import { SignUpForm } from '../components/sign-up-form';
import { formPageHeaders, formPageMeta, postResultFor } from '../form-page';
import { handleFormPost } from '../form-post.server';
import { signUpAvailable, signUpFormPost } from '../mailing-list-signup.server';
import * as styles from '../pages.css';
import { pageMeta } from '../site';
import type { Route } from './+types/subscribe';

// Issue 37: /subscribe, the Stay Connected sign-up, and /subscribe/sent (routes.ts gives this
// module both, as issue 34's form pages). Offered only where the server can send the
// confirmation e-mail (SMTP_URL and the service-role key); elsewhere it says how to ask instead.
// The static export uses subscribe-static.tsx.

export function meta({ matches, location }: Route.MetaArgs) {
  return formPageMeta(mailingList, { matches, pathname: location.pathname }, pageMeta);
}

export function loader({ context }: Route.LoaderArgs) {
  return { available: signUpAvailable(context) };
}

/** A post of the sign-up, from the page's script (React Router's form) or the browser itself. */
export function action(args: Route.ActionArgs) {
  return handleFormPost(signUpFormPost, args);
}

export const headers = formPageHeaders;

export default function Subscribe() {
  const { available } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { pathname } = useLocation();
  const result = postResultFor(mailingList, pathname, actionData);
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

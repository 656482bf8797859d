import { mailingList } from '@charitykit/content';
import { Button } from '@charitykit/ui';
import * as styles from '../pages.css';

/** What a mailing-list link page shows: the one button, the result, or an unusable link. */
export type LinkPageState = 'ask' | 'done' | 'invalid' | 'failed';

export interface LinkPageTexts {
  title: string;
  description: string;
  button: string;
  doneTitle: string;
  done: string;
  invalidTitle: string;
  invalid: string;
}

/**
 * A confirmation or unsubscribe link's page (issue 37). Opening the link changes nothing (mail
 * scanners follow links); its one button posts the form back to the same address, which works
 * with HTML alone.
 */
export function MailingListLinkPage({
  texts,
  state,
  failure,
  again,
}: {
  texts: LinkPageTexts;
  state: LinkPageState;
  /** Said when the backend could not be reached (the button stays). */
  failure?: string;
  /** A link offered beside the invalid message (sign up again). */
  again?: { label: string; href: string };
}) {
  const title =
    state === 'done' ? texts.doneTitle : state === 'invalid' ? texts.invalidTitle : texts.title;
  return (
    <section className={styles.notFound} aria-labelledby="mailing-list-link-title">
      <h1 id="mailing-list-link-title" className={styles.sectionTitle}>
        {title}
      </h1>
      {state === 'done' ? (
        <p role="status" className={styles.measure}>
          {texts.done}
        </p>
      ) : state === 'invalid' ? (
        <>
          <p role="alert" className={styles.measure}>
            {texts.invalid}
          </p>
          {again ? <Button href={again.href}>{again.label}</Button> : null}
        </>
      ) : (
        <form method="post" className={styles.measure}>
          <p>{texts.description}</p>
          {state === 'failed' && failure ? <p role="alert">{failure}</p> : null}
          <Button type="submit">{texts.button}</Button>
        </form>
      )}
      {state === 'ask' || state === 'failed' ? null : (
        <Button href="/" variant="outline">
          {mailingList.homeLink}
        </Button>
      )}
    </section>
  );
}

import { messages, notFoundPage } from '@charitykit/content';
import { Button } from '@charitykit/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { type PageHandle, useDocumentInfo } from '../page-scripts';
import * as styles from '../pages.css';
import { type MetaMatches, siteNameFrom } from '../site';

/** What the not-found page logs before the path (spec section 2). */
export const NOT_FOUND_LOG = '404 Error: User attempted to access non-existent route:';

/**
 * The log line as the one inline script of a script-free not-found page: the same text for every
 * path (it reads the path in the browser), so the site server allows it by one hash.
 */
export const notFoundLogScript = `console.error(${JSON.stringify(NOT_FOUND_LOG)},location.pathname)`;

/** Content: HTML and CSS, plus the log line above (issue 22). */
export const handle = { scripts: false } satisfies PageHandle;

export function meta({ matches }: { matches: MetaMatches }) {
  return [
    { title: `${notFoundPage.meta.title} | ${siteNameFrom(matches)}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NotFound() {
  const { pathname } = useLocation();
  const { scripts, nonce } = useDocumentInfo();
  // Where the app runs (a client-side navigation here), it logs; a script-free page logs from
  // its inline script. (A script React inserts on the client never runs, so never both.)
  useEffect(() => {
    console.error(NOT_FOUND_LOG, pathname);
  }, [pathname]);
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.notFoundCode}>
        {notFoundPage.code}
      </h1>
      <p className={styles.sectionTitle}>{messages.notFound}</p>
      <Button href={notFoundPage.homeLink.href}>{notFoundPage.homeLink.label}</Button>
      {scripts ? null : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, allowed by its hash.
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: notFoundLogScript }} />
      )}
    </section>
  );
}

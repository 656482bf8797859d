import { messages, notFoundPage } from '@charitykit/content';
import { Button } from '@charitykit/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import * as styles from '../pages.css';
import { type MetaMatches, siteNameFrom } from '../site';

export function meta({ matches }: { matches: MetaMatches }) {
  return [
    { title: `${notFoundPage.meta.title} | ${siteNameFrom(matches)}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.notFoundCode}>
        {notFoundPage.code}
      </h1>
      <p className={styles.sectionTitle}>{messages.notFound}</p>
      <Button href={notFoundPage.homeLink.href}>{notFoundPage.homeLink.label}</Button>
    </section>
  );
}

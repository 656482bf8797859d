import { publishingCopy } from '@charitykit/content';
import { fetchSharedPreview } from '@charitykit/data/public';
import { Button, Heading, Spinner, Text } from '@charitykit/ui';
import { type ClientLoaderFunctionArgs, useLoaderData } from 'react-router';
import { siteBackend } from '../backend';
import { PreviewBanner } from '../components/preview-banner';
import { PublishedPageView } from '../components/published-page-view';
import * as styles from '../preview.css';
import { type MetaMatches, siteNameFrom } from '../site';

/**
 * Issue 25: a share-preview link, /preview/share/{token}, for someone without an account. The
 * browser asks the database's `shared_preview` function with the token, which answers with the
 * page while the link is neither expired nor revoked. Like staff's Preview, the server's HTML
 * holds nothing of the page (no-store, noindex, no referrer), so it is never cached or indexed.
 */
export function meta({ matches }: { matches: MetaMatches }) {
  return [
    { title: `${publishingCopy.banner.label} | ${siteNameFrom(matches)}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  try {
    const page = await fetchSharedPreview(params.token ?? '', siteBackend);
    return { page, failed: false };
  } catch {
    return { page: null, failed: true };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className={styles.message}>
      <Spinner label={publishingCopy.sharedLoading} showLabel />
    </div>
  );
}

export default function SharedPreviewRoute() {
  const { page, failed } = useLoaderData<typeof clientLoader>();
  if (!page) {
    return (
      <section className={styles.message} aria-labelledby="shared-preview-gone">
        <Heading level={1} id="shared-preview-gone">
          {failed ? publishingCopy.sharedFailed.title : publishingCopy.sharedGone.title}
        </Heading>
        <Text>
          {failed ? publishingCopy.sharedFailed.description : publishingCopy.sharedGone.description}
        </Text>
        <Button href="/">{publishingCopy.sharedGone.home}</Button>
      </section>
    );
  }
  return (
    <>
      <PreviewBanner label={publishingCopy.banner.label}>
        {publishingCopy.sharedBanner}
      </PreviewBanner>
      <PublishedPageView page={page} />
    </>
  );
}

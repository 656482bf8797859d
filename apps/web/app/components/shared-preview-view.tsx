import { publishingCopy } from '@charitykit/content';
import type { PublishedPage } from '@charitykit/data/public';
import { Button, Heading, Text } from '@charitykit/ui';
import * as styles from '../preview.css';
import { PreviewBanner } from './preview-banner';
import { PublishedPageView } from './published-page-view';

/**
 * Issue 25: what a share-preview link shows (routes/shared-preview.tsx loads it on demand): the
 * page with a note, or why the link no longer works.
 */
export default function SharedPreviewView({
  page,
  failed,
}: {
  page: PublishedPage | null;
  failed: boolean;
}) {
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

import { isPageLive, publishingCopy } from '@charitykit/content';
import { useAuth, usePage } from '@charitykit/data';
import type { PublishedPage } from '@charitykit/data/public';
import { Button, Heading, Spinner, Text } from '@charitykit/ui';
import { useEffect, useState } from 'react';
import { PreviewBanner } from '../../../components/preview-banner';
import { PublishedPageView } from '../../../components/published-page-view';
import { SharePreviewDialog } from '../../../components/share-preview-dialog';
import * as styles from '../../../preview.css';
import { signInPath } from '../layout/redirect';
import { AdminProviders } from '../providers/AdminProviders';

/**
 * Issue 25: the body of staff's Preview (the route module, route.tsx, loads it on demand): the
 * admin's data client and session, and the page read with them.
 */
export default function PagePreviewScreen({ id }: { id: string }) {
  return (
    <AdminProviders>
      <StaffPreview id={id} />
    </AdminProviders>
  );
}

function PreviewLoading() {
  return (
    <div className={styles.message}>
      <Spinner label={publishingCopy.loading} showLabel />
    </div>
  );
}

/** The preview for whoever is signed in (or the sign-in prompt), inside the admin's providers. */
export function StaffPreview({ id }: { id: string }) {
  const auth = useAuth();
  if (auth.loading) return <PreviewLoading />;
  if (!auth.user) return <SignInPrompt id={id} />;
  return <StaffPagePreview id={id} />;
}

function SignInPrompt({ id }: { id: string }) {
  return (
    <section className={styles.message} aria-labelledby="preview-sign-in">
      <Heading level={1} id="preview-sign-in">
        {publishingCopy.signIn.title}
      </Heading>
      <Text>{publishingCopy.signIn.description}</Text>
      <Button href={signInPath(`/preview/${id}`)}>{publishingCopy.signIn.action}</Button>
    </section>
  );
}

function StaffPagePreview({ id }: { id: string }) {
  const page = usePage(id);
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  if (page.isPending) return <PreviewLoading />;
  // Not staff, no such page, or it cannot be read: nothing of it is shown.
  if (page.isError || !page.data) {
    return <PublishedPageView page={null} />;
  }
  const row = page.data;
  const shown: PublishedPage = {
    title: row.title,
    slug: row.slug,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    shareImageUrl: row.share_image_url,
    content: row.content,
  };
  return (
    <>
      <PreviewBanner
        label={publishingCopy.banner.label}
        actions={
          <>
            <SharePreviewDialog pageId={row.id} origin={origin} />
            <Button variant="ghost" href="/admin/pages">
              {publishingCopy.banner.backToPages}
            </Button>
          </>
        }
      >
        {publishingCopy.banner.text}{' '}
        {isPageLive(row) ? publishingCopy.banner.live : publishingCopy.banner.notLive}
      </PreviewBanner>
      <PublishedPageView page={shown} />
    </>
  );
}

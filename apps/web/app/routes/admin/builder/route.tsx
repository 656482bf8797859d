import { PageBuilderScreen, UnsavedChangesDialog } from '@charitykit/builder';
import { pageBuilderTexts } from '@charitykit/content';
import { AdminPage } from '@charitykit/ui';
import { useState } from 'react';
import { useBlocker } from 'react-router';
import { adminMeta } from '../scaffold/meta';

export const meta = () => adminMeta(pageBuilderTexts.title);

/** /admin/builder: the page builder inside the admin layout; leaving with unsaved work asks first. */
export default function AdminBuilder() {
  const [dirty, setDirty] = useState(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <AdminPage title={pageBuilderTexts.title} description={pageBuilderTexts.description}>
      <PageBuilderScreen onDirtyChange={setDirty} previewHref={(id) => `/preview/${id}`} />
      <UnsavedChangesDialog
        open={blocker.state === 'blocked'}
        onDiscard={() => blocker.proceed?.()}
        onKeepEditing={() => blocker.reset?.()}
      />
    </AdminPage>
  );
}

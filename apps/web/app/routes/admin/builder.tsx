import { PageBuilderScreen, UnsavedChangesDialog } from '@charitykit/builder';
import { pageBuilderTexts } from '@charitykit/content';
import { useState } from 'react';
import { useBlocker } from 'react-router';
import * as styles from './shared/admin.css';

export function meta() {
  return [{ title: `${pageBuilderTexts.title} | Admin` }, { name: 'robots', content: 'noindex' }];
}

/** /admin/builder: the page builder inside the admin layout; leaving with unsaved work asks first. */
export default function AdminBuilder() {
  const [dirty, setDirty] = useState(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <div>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{pageBuilderTexts.title}</h1>
          <p className={styles.pageDescription}>{pageBuilderTexts.description}</p>
        </div>
      </div>
      <PageBuilderScreen onDirtyChange={setDirty} />
      <UnsavedChangesDialog
        open={blocker.state === 'blocked'}
        onDiscard={() => blocker.proceed?.()}
        onKeepEditing={() => blocker.reset?.()}
      />
    </div>
  );
}

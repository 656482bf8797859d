'use client';

import { formatSavedAt, pageConflictTexts as texts } from '@charitykit/content';
import type { PageConflict } from '@charitykit/data';
import { Alert, Button } from '@charitykit/ui';
import * as styles from './PageBuilder.css';

export interface ConflictNoticeProps {
  conflict: PageConflict;
  /** Open their version (the unsaved work here is dropped). */
  onReload: () => void;
  /** Save the work here over their version. */
  onSaveOver: () => void;
  busy: boolean;
}

/**
 * Save Page was refused because someone else saved the page after it was opened: who, when,
 * and the two ways on. Nothing is overwritten until one is chosen.
 */
export function ConflictNotice({ conflict, onReload, onSaveOver, busy }: ConflictNoticeProps) {
  return (
    <Alert tone="warning" title={texts.title} announce="assertive">
      {texts.message(conflict.changedBy, formatSavedAt(conflict.changedAt))}
      <div className={styles.conflictActions}>
        <Button variant="outline" size="small" onClick={onReload} disabled={busy}>
          {texts.reload}
        </Button>
        <Button size="small" onClick={onSaveOver} busy={busy}>
          {texts.saveOver}
        </Button>
      </div>
    </Alert>
  );
}

import { Alert, Button } from '@charitykit/ui';
import * as styles from './scaffold.css';

/** What was done (announced politely) or what failed (announced at once). */
export interface ListNotice {
  tone: 'success' | 'danger';
  text: string;
}

export interface ListNoticesProps {
  /** A delete waiting for its Undo window (useUndoDelete): what went, and the Undo button. */
  undo: { text: string; label: string; onUndo: () => void } | null;
  notice: ListNotice | null;
}

/**
 * A list's messages above it, in two live regions that are always there (so a change is read
 * out): the Undo line while a delete waits, else what was done; and what failed.
 */
export function ListNotices({ undo, notice }: ListNoticesProps) {
  return (
    <>
      <div role="status" className={styles.notice}>
        {undo ? (
          <p className={styles.undoLine}>
            {undo.text}
            <Button size="small" variant="outline" onClick={undo.onUndo}>
              {undo.label}
            </Button>
          </p>
        ) : notice?.tone === 'success' ? (
          <Alert tone="success">{notice.text}</Alert>
        ) : null}
      </div>
      <div role="alert">
        {notice?.tone === 'danger' ? <Alert tone="danger">{notice.text}</Alert> : null}
      </div>
    </>
  );
}

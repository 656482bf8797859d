'use client';

import { formatSavedAt, historyTexts as texts } from '@charitykit/content';
import { errorMessage, type PageRevision } from '@charitykit/data';
import { Alert, Button, Dialog, EmptyState, Spinner } from '@charitykit/ui';
import { useEffect, useState } from 'react';
import * as styles from './PageBuilder.css';

/** A page's earlier versions, as History lists them (newest first), without their contents. */
export type PageRevisionSummary = Pick<
  PageRevision,
  'id' | 'saved_at' | 'saved_by_name' | 'section_count'
>;

/** Where History reads from: `@charitykit/data`'s page revisions, or anything alike. */
export interface PageHistorySource {
  /** The page's earlier versions, newest first. */
  list(pageId: string): Promise<readonly PageRevisionSummary[]>;
  /** One version's stored content (`{ sections: [...] }`). */
  load(revisionId: number): Promise<unknown>;
}

export interface PageHistoryDialogProps {
  open: boolean;
  pageId: string;
  pageTitle: string;
  source: PageHistorySource;
  /** A version was chosen and loaded: its content, and when it was saved (formatted). */
  onRestore: (content: unknown, savedAt: string) => void;
  onClose: () => void;
}

type Listing =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; revisions: readonly PageRevisionSummary[] };

/**
 * History: the page's earlier versions, newest first, each with who saved it, when, and how
 * many sections it had. Restore loads one; the builder shows it as unsaved changes.
 */
export function PageHistoryDialog({
  open,
  pageId,
  pageTitle,
  source,
  onRestore,
  onClose,
}: PageHistoryDialogProps) {
  const [listing, setListing] = useState<Listing>({ kind: 'loading' });
  const [restoring, setRestoring] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // Read afresh each time it opens: a save since adds a version.
  useEffect(() => {
    if (!open) return;
    let current = true;
    setListing({ kind: 'loading' });
    setFailure(null);
    source.list(pageId).then(
      (revisions) => {
        if (current) setListing({ kind: 'ready', revisions });
      },
      (error: unknown) => {
        if (current) setListing({ kind: 'failed', message: texts.failed(errorMessage(error)) });
      },
    );
    return () => {
      current = false;
    };
  }, [open, pageId, source]);

  const restore = async (revision: PageRevisionSummary) => {
    setRestoring(revision.id);
    setFailure(null);
    try {
      const content = await source.load(revision.id);
      onRestore(content, formatSavedAt(revision.saved_at));
    } catch (error) {
      setFailure(texts.restoreFailed(errorMessage(error)));
    } finally {
      setRestoring(null);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={texts.title(pageTitle)}
      description={texts.description}
      closeLabel={texts.close}
    >
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      {listing.kind === 'loading' ? (
        <Spinner label={texts.loading} showLabel />
      ) : listing.kind === 'failed' ? (
        <Alert tone="danger">{listing.message}</Alert>
      ) : listing.revisions.length === 0 ? (
        <EmptyState title={texts.empty} description={texts.emptyHint} />
      ) : (
        <ol className={styles.revisions} aria-label={texts.listLabel}>
          {listing.revisions.map((revision) => {
            const when = formatSavedAt(revision.saved_at);
            return (
              <li key={revision.id} className={styles.revision}>
                <div>
                  <p className={styles.revisionWhen}>{texts.saved(when, revision.saved_by_name)}</p>
                  <p className={styles.revisionDetail}>{texts.sections(revision.section_count)}</p>
                </div>
                <Button
                  variant="outline"
                  size="small"
                  aria-label={texts.restoreVersion(when)}
                  busy={restoring === revision.id}
                  busyLabel={texts.restoring}
                  disabled={restoring !== null && restoring !== revision.id}
                  onClick={() => restore(revision)}
                >
                  {texts.restore}
                </Button>
              </li>
            );
          })}
        </ol>
      )}
    </Dialog>
  );
}

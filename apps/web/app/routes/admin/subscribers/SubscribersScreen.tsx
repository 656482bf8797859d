import { subscribersCopy as copy, subscriberStatusLabels } from '@charitykit/content';
import {
  type Subscriber,
  subscriberCounts,
  toCsv,
  useRemoveSubscriber,
  useSubscribers,
} from '@charitykit/data';
import { Button } from '@charitykit/ui';
import { useState } from 'react';
import { downloadCsv } from '../scaffold/download';
import { type ListNotice, ListNotices } from '../scaffold/ListNotices';
import { ListScreen, ListToolbar, SearchBox, useListSearch } from '../scaffold/ListScreen';
import { useUndoDelete } from '../scaffold/useUndoDelete';
import { exportable, exportColumns, matchesSearch } from './rows';
import { SubscribersTable } from './SubscribersTable';
import * as styles from './subscribers.css';

const COUNT_ORDER = ['confirmed', 'pending', 'unsubscribed'] as const;

/**
 * Subscribers (issue 37): the mailing list with how many are confirmed, pending and left; search
 * by e-mail or first name; when and how each agreed; remove with Undo (for good once the Undo
 * has passed); export the confirmed ones as CSV for a mailing service.
 */
export function SubscribersScreen() {
  const subscribers = useSubscribers();
  const removal = useRemoveSubscriber();
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const deletion = useUndoDelete<Subscriber>((row) =>
    removal.mutate(row.id, {
      onError: (error) => setNotice({ tone: 'danger', text: copy.removeFailed(error.message) }),
    }),
  );
  const { search, setSearch, visible, searching } = useListSearch(subscribers.data, matchesSearch);
  const listed = visible.filter((row) => row.id !== deletion.pending?.id);
  const counts = subscriberCounts(
    (subscribers.data ?? []).filter((row) => row.id !== deletion.pending?.id),
  );

  const remove = (row: Subscriber) => {
    setNotice(null);
    deletion.remove(row);
  };
  const undo = () => {
    const restored = deletion.undo();
    if (restored) setNotice({ tone: 'success', text: copy.restored(restored.email) });
  };

  return (
    <ListScreen
      title={copy.title}
      description={copy.description}
      actions={
        <Button
          variant="outline"
          disabled={subscribers.data === undefined}
          onClick={() =>
            downloadCsv(
              copy.exportFileName(new Date().toISOString().slice(0, 10)),
              toCsv(exportable(subscribers.data ?? []), exportColumns),
            )
          }
        >
          {copy.export}
        </Button>
      }
      notices={
        <>
          {subscribers.data ? (
            <dl className={styles.counts} aria-label={copy.countsLabel}>
              {COUNT_ORDER.map((status) => (
                <div key={status} className={styles.count}>
                  <dt>{subscriberStatusLabels[status]}</dt>
                  <dd className={styles.countValue}>{counts[status]}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <ListNotices
            undo={
              deletion.pending
                ? { text: copy.removed(deletion.pending.email), label: copy.undo, onUndo: undo }
                : null
            }
            notice={notice}
          />
        </>
      }
      toolbar={
        <ListToolbar>
          <SearchBox label={copy.search} value={search} onChange={setSearch} />
        </ListToolbar>
      }
      query={subscribers}
      label={copy.title}
      errorTitle={copy.loadFailed}
    >
      {(all) => (
        <SubscribersTable
          rows={listed}
          searchHidesAll={searching && all.length > 0}
          onRemove={remove}
        />
      )}
    </ListScreen>
  );
}

import { ACCEPTED_UPLOAD_TYPES, adminCopy, formatFileSize } from '@charitykit/content';
import { useUploadMedia } from '@charitykit/data';
import {
  AdminPage,
  Button,
  EmptyState,
  FileDropZone,
  Stack,
  toast,
  UploadQueue,
  type UploadQueueItem,
} from '@charitykit/ui';
import { useRef, useState } from 'react';
import { ListToolbar } from '../scaffold/ListScreen';
import * as styles from '../scaffold/scaffold.css';

const copy = adminCopy.upload;
const accept = ACCEPTED_UPLOAD_TYPES.split(',');

interface QueuedFile extends UploadQueueItem {
  file: File;
}

let nextId = 0;

/**
 * Upload Media: drop or pick several files; each waits in the queue (pending), then uploads
 * (10, 70, 100) or fails with the service's message; the rest of the queue goes on.
 */
export function UploadScreen() {
  const upload = useUploadMedia();
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [running, setRunning] = useState(false);
  // The latest queue, for the upload loop (state updates arrive after each await).
  const latest = useRef(queue);
  latest.current = queue;

  const patch = (id: string, change: Partial<QueuedFile>) =>
    setQueue((items) => items.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const add = (files: File[]) =>
    setQueue((items) => [
      ...items,
      ...files.map((file) => ({
        id: `upload-${++nextId}`,
        file,
        name: file.name,
        sizeLabel: formatFileSize(file.size),
        status: 'pending' as const,
        progress: 0,
        error: null,
      })),
    ]);

  const uploadAll = async () => {
    setRunning(true);
    const pending = latest.current.filter((item) => item.status === 'pending');
    for (const item of pending) {
      // Removed from the queue while waiting: skip it.
      if (!latest.current.some((queued) => queued.id === item.id)) continue;
      patch(item.id, { status: 'uploading', progress: 0, error: null });
      try {
        await upload.mutateAsync({
          file: item.file,
          onProgress: (progress) => patch(item.id, { progress }),
        });
        patch(item.id, { status: 'success', progress: 100 });
      } catch (error) {
        patch(item.id, {
          status: 'error',
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    setRunning(false);
  };

  const pendingCount = queue.filter((item) => item.status === 'pending').length;
  const doneCount = queue.filter((item) => item.status === 'success').length;

  return (
    <AdminPage title={copy.title} description={copy.description}>
      <Stack>
        <FileDropZone
          onFiles={add}
          onRejected={(files) => {
            for (const file of files) toast.error(copy.rejected(file.name));
          }}
          accept={accept}
          allowsMultiple
          title={copy.dropTitle}
          hint={copy.dropHint}
          buttonLabel={copy.chooseFiles}
        />
        <Stack as="section" gap="small" aria-labelledby="upload-queue-title">
          <ListToolbar>
            <h2 id="upload-queue-title" className={`${styles.sectionTitle} ${styles.grow}`}>
              {copy.queueTitle}
            </h2>
            <Button
              onClick={() => void uploadAll()}
              disabled={pendingCount === 0 || running}
              busy={running}
            >
              {copy.uploadAll}
            </Button>
            <Button
              variant="outline"
              onClick={() => setQueue((items) => items.filter((item) => item.status !== 'success'))}
              disabled={doneCount === 0}
            >
              {copy.clearCompleted}
            </Button>
          </ListToolbar>
          {queue.length === 0 ? (
            <EmptyState title={copy.empty} />
          ) : (
            <UploadQueue
              aria-label={copy.queueTitle}
              items={queue}
              labels={{ status: copy.status, remove: copy.remove, progress: copy.progress }}
              onRemove={(id) =>
                setQueue((items) =>
                  items.filter((item) => item.id !== id || item.status === 'uploading'),
                )
              }
            />
          )}
        </Stack>
      </Stack>
    </AdminPage>
  );
}

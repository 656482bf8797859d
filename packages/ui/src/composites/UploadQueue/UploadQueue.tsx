import { X } from 'lucide';
import { Badge, type BadgeVariant } from '../../components/Badge';
import { Icon } from '../../components/Icon';
import { ProgressBar } from '../../components/ProgressBar';
import * as actionStyles from '../admin/actions.css';
import * as styles from './UploadQueue.css';

export type UploadItemStatus = 'pending' | 'uploading' | 'success' | 'error';

export interface UploadQueueItem {
  id: string;
  name: string;
  /** e.g. "1.5 MB" (content's formatter). */
  sizeLabel: string;
  status: UploadItemStatus;
  /** 0, then 10, 70, 100 (spec section 4). */
  progress: number;
  /** The service's message when the upload failed. */
  error?: string | null;
}

export interface UploadQueueLabels {
  status: Record<UploadItemStatus, string>;
  remove: (name: string) => string;
  progress: (name: string) => string;
}

export interface UploadQueueProps {
  items: readonly UploadQueueItem[];
  labels: UploadQueueLabels;
  onRemove: (id: string) => void;
  'aria-label': string;
}

const statusVariant: Record<UploadItemStatus, BadgeVariant> = {
  pending: 'secondary',
  uploading: 'accent',
  success: 'success',
  error: 'danger',
};

/**
 * The upload queue: each file's name, size, status and progress, or its error message. A file
 * cannot be removed while it is uploading (its Remove is disabled).
 */
export function UploadQueue({
  items,
  labels,
  onRemove,
  'aria-label': ariaLabel,
}: UploadQueueProps) {
  return (
    <ul className={styles.queue} aria-label={ariaLabel}>
      {items.map((item) => (
        <li key={item.id} className={styles.queueItem} data-status={item.status}>
          <div className={styles.queueInfo}>
            <span className={styles.queueName}>{item.name}</span>
            <span className={styles.queueMeta}>
              <span>{item.sizeLabel}</span>
              <Badge variant={statusVariant[item.status]}>{labels.status[item.status]}</Badge>
            </span>
            {item.status === 'error' && item.error ? (
              <p className={styles.queueError}>{item.error}</p>
            ) : null}
          </div>
          <button
            type="button"
            className={actionStyles.iconAction}
            onClick={() => onRemove(item.id)}
            disabled={item.status === 'uploading'}
            title={labels.remove(item.name)}
          >
            <Icon icon={X} label={labels.remove(item.name)} />
          </button>
          {item.status === 'uploading' || item.status === 'success' ? (
            <div className={styles.queueProgress}>
              <ProgressBar label={labels.progress(item.name)} value={item.progress} hideLabel />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

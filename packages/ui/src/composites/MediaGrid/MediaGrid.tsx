import { ExternalLink, File, Film, Pencil, Trash2 } from 'lucide';
import type { ReactNode } from 'react';
import { Badge } from '../../components/Badge';
import { Icon } from '../../components/Icon';
import type { ViewMode } from '../../components/ViewToggle';
import * as actionStyles from '../admin/actions.css';
import * as styles from './MediaGrid.css';

export interface MediaGridItem {
  id: string;
  /** The name shown (the original file name). */
  name: string;
  mimeType: string;
  /** The file's public address (thumbnail for images, Open for all). */
  url: string;
  /**
   * Width-described smaller copies of an image (`… 320w, … 640w`), so a thumbnail does not
   * download the whole original.
   */
  srcSet?: string | undefined;
  altText: string | null;
  /** e.g. "1.5 MB" (content's formatter). */
  sizeLabel: string;
  /** e.g. "1600 × 900", for images whose size is known. */
  dimensionsLabel?: string | null;
}

export interface MediaGridLabels {
  edit: (name: string) => string;
  open: (name: string) => string;
  remove: (name: string) => string;
  missingAlt: string;
}

export interface MediaGridProps {
  items: readonly MediaGridItem[];
  view: ViewMode;
  labels: MediaGridLabels;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
  /** Ids whose delete is under way (their Delete is disabled). */
  busyIds?: ReadonlySet<string>;
  /** Names the list for assistive technology. */
  'aria-label': string;
}

/** How wide a thumbnail is shown: a grid card (at least 14rem; one column on a phone), a list row's 5rem. */
const GRID_THUMB_SIZES = '(min-width: 40rem) 20rem, 100vw';
const LIST_THUMB_SIZES = '5rem';

function Thumbnail({ item, small }: { item: MediaGridItem; small: boolean }): ReactNode {
  const className = `${styles.mediaThumb} ${small ? styles.mediaThumbSmall : ''}`;
  if (item.mimeType.startsWith('image/')) {
    return (
      <div className={className}>
        <img
          className={styles.mediaImage}
          src={item.url}
          srcSet={item.srcSet}
          sizes={item.srcSet ? (small ? LIST_THUMB_SIZES : GRID_THUMB_SIZES) : undefined}
          alt={item.altText ?? ''}
          loading="lazy"
          decoding="async"
        />
      </div>
    );
  }
  return (
    <div className={className}>
      <Icon icon={item.mimeType.startsWith('video/') ? Film : File} size="xlarge" />
    </div>
  );
}

/**
 * The media library's files as a grid of cards or a list: thumbnail (or a type icon), name,
 * size and dimensions, a "Missing alt text" badge on images without one, and Edit, Open and
 * Delete actions named after the file.
 */
export function MediaGrid({
  items,
  view,
  labels,
  onEdit,
  onDelete,
  busyIds,
  'aria-label': ariaLabel,
}: MediaGridProps) {
  const list = view === 'list';
  return (
    <ul className={list ? styles.mediaList : styles.mediaGrid} aria-label={ariaLabel}>
      {items.map((item) => {
        const missingAlt = item.mimeType.startsWith('image/') && !item.altText?.trim();
        return (
          <li
            key={item.id}
            className={`${styles.mediaItem} ${list ? styles.mediaItemRow : ''}`}
            data-testid="media-item"
          >
            <Thumbnail item={item} small={list} />
            <div className={styles.mediaBody}>
              <p className={styles.mediaName}>{item.name}</p>
              <p className={styles.mediaMeta}>
                {item.sizeLabel}
                {item.dimensionsLabel ? ` · ${item.dimensionsLabel}` : ''}
              </p>
              {missingAlt ? (
                <span>
                  <Badge variant="danger">{labels.missingAlt}</Badge>
                </span>
              ) : null}
            </div>
            <div className={styles.mediaActions}>
              <button
                type="button"
                className={actionStyles.iconAction}
                onClick={() => onEdit(item.id)}
                title={labels.edit(item.name)}
              >
                <Icon icon={Pencil} label={labels.edit(item.name)} />
              </button>
              <a
                className={actionStyles.iconAction}
                href={item.url}
                target="_blank"
                rel="noreferrer noopener"
                title={labels.open(item.name)}
              >
                <Icon icon={ExternalLink} label={labels.open(item.name)} />
              </a>
              <button
                type="button"
                className={actionStyles.iconAction}
                onClick={() => onDelete(item.id)}
                disabled={busyIds?.has(item.id)}
                title={labels.remove(item.name)}
              >
                <Icon icon={Trash2} label={labels.remove(item.name)} />
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

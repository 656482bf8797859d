import {
  formatUkDateTime,
  isPageLive,
  navPlacementLabels,
  publishingCopy,
} from '@charitykit/content';
import type { Page } from '@charitykit/data';
import * as styles from './publishing.css';

/** Issue 25: when a page goes live or ends (UK time), and where the site links it from. */
export function PublishingNotes({ page }: { page: Page }) {
  const notes: string[] = [];
  const upcoming = (iso: string | null) => iso !== null && Date.parse(iso) > Date.now();
  if (page.status === 'draft' && upcoming(page.publish_at)) {
    notes.push(publishingCopy.schedule.goesLive(formatUkDateTime(page.publish_at)));
  }
  if (page.status !== 'archived' && upcoming(page.unpublish_at)) {
    notes.push(publishingCopy.schedule.ends(formatUkDateTime(page.unpublish_at)));
  }
  if (page.nav_placement !== 'none' && (isPageLive(page) || notes.length > 0)) {
    notes.push(publishingCopy.schedule.inNavigation(navPlacementLabels[page.nav_placement]));
  }
  if (notes.length === 0) return null;
  return (
    <span className={styles.cellNote}>
      {notes.map((note) => (
        <span key={note}>{note}</span>
      ))}
    </span>
  );
}

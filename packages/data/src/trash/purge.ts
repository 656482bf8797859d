/**
 * The trash that pages and media files share (issue 25): a delete moves the row into a
 * staff-only trash table, and what has been there for 30 days is purged whenever staff delete
 * something or open a trash (no cron job to install).
 */
import type { DataClient } from '../lib/client';
import { callFunction, unwrap } from '../lib/result';

/** How many days an item stays in a trash before it is purged. */
export const TRASH_RETENTION_DAYS = 30;

/** A media item due to be removed for good: its stored file first, then its row. */
export type ExpiredMediaItem = {
  id: string;
  file_path: string;
};

/**
 * Purges what has been 30 days in the trash (`purge_expired_trash()` deletes expired pages with
 * their history); resolves with the media items left to remove.
 */
export async function purgeDue(client: DataClient): Promise<ExpiredMediaItem[]> {
  return unwrap(
    await callFunction<Record<string, never>, ExpiredMediaItem[]>(
      client,
      'purge_expired_trash',
      {},
    ),
  );
}

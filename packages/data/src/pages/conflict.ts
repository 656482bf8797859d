import { DataError } from '../lib/errors';
import type { Page } from './types';

/** Who changed a page since it was opened, and what it is now. */
export interface PageConflict {
  /** The page as it is now, saved by someone else. */
  current: Page;
  /** Their name as their staff profile gives it, or null when unknown. */
  changedBy: string | null;
  /** When they saved it (ISO). */
  changedAt: string;
}

/**
 * A save refused because someone else saved the page after it was opened: the update filters
 * on the version it was opened at, and the database bumps the version on every update. Nothing
 * was written. `current` is the page as it is now (to reload), and its `version` is the one to
 * save over it with.
 */
export class PageConflictError extends DataError {
  readonly conflict: PageConflict;
  constructor(conflict: PageConflict) {
    super(
      `${conflict.changedBy ?? 'Someone else'} changed this page at ${conflict.changedAt}, after it was opened`,
      { status: 409, code: 'PAGE_CONFLICT' },
    );
    this.conflict = conflict;
  }
}

export function isPageConflict(error: unknown): error is PageConflictError {
  return error instanceof PageConflictError;
}

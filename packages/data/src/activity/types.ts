import type { Tables } from '../lib/database.types';

/** The two kinds of change the activity log records (issue 33). */
export const ACTIVITY_KINDS = ['team', 'publishing'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** What happened: the database's check constraint lists the same names. */
export const ACTIVITY_ACTIONS = {
  team: [
    'member_invited',
    'member_joined',
    'role_changed',
    'member_removed',
    'reset_link',
    'first_sign_in',
  ],
  publishing: [
    'page_published',
    'page_unpublished',
    'page_deleted',
    'page_restored',
    'revision_restored',
    'settings_saved',
  ],
} as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[ActivityKind][number];

/** The rest of an entry's story, as the database writes it. */
export interface ActivityDetail {
  slug?: string;
  status?: string;
  role?: string;
  previous_role?: string;
  keys?: string[];
  emailed?: boolean;
  again?: boolean;
}

/** One entry of the log, as admins read it. */
export type ActivityEntry = Omit<Tables<'activity_log'>, 'kind' | 'action' | 'detail'> & {
  kind: ActivityKind;
  action: ActivityAction;
  detail: ActivityDetail;
};

/** What the list is narrowed to; every field optional. Dates are days (YYYY-MM-DD), inclusive. */
export interface ActivityFilter {
  kind?: ActivityKind | undefined;
  action?: ActivityAction | undefined;
  actorId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** One page of entries, newest first, and whether older ones exist. */
export interface ActivityPage {
  entries: ActivityEntry[];
  hasMore: boolean;
}

/** The activity log (admins only: RLS gives anyone else nothing; nobody writes through it). */
export interface ActivityRepository {
  /** `limit` entries matching `filter`, newest first, skipping the first `offset`. */
  list(filter: ActivityFilter, offset: number, limit: number): Promise<ActivityPage>;
}

export interface ActivityRepositories {
  activity: ActivityRepository;
}

import type { DataClient } from '../lib/client';
import { toDataError } from '../lib/errors';
import type { ActivityEntry, ActivityFilter, ActivityRepository } from './types';

/** The start of the day after `day` (YYYY-MM-DD), so a "to" date includes all of that day. */
export function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

const isDay = (value: string | undefined): value is string =>
  value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** The activity repository over supabase-js: filters and paging are done by the database. */
export function createActivityRepository(client: DataClient): ActivityRepository {
  return {
    async list(filter: ActivityFilter, offset, limit) {
      // One more than asked: whether it comes back says whether older entries exist.
      let query = client
        .from('activity_log')
        .select('*')
        .order('at', { ascending: false })
        .order('id', { ascending: false })
        .range(offset, offset + limit);
      if (filter.kind) query = query.eq('kind', filter.kind);
      if (filter.action) query = query.eq('action', filter.action);
      if (filter.actorId) query = query.eq('actor_id', filter.actorId);
      // Days are the charity's (UK) days; at midnight UTC they differ by an hour in summer,
      // which a filter by day can bear.
      if (isDay(filter.from)) query = query.gte('at', filter.from);
      if (isDay(filter.to)) query = query.lt('at', dayAfter(filter.to));
      const { data, error, status } = await query;
      if (error) throw toDataError(error, status);
      const rows = (data ?? []) as ActivityEntry[];
      return { entries: rows.slice(0, limit), hasMore: rows.length > limit };
    },
  };
}

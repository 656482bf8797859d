/** MSW scenarios of the Activity screen (issue 33): the log, filtered and paged as PostgREST does. */
import { call, clone } from '../lib/mswCall';
import { eqFilters, type Row, restRows } from '../lib/mswWire';
import { fixtureActivity } from './fixtures';
import type { ActivityEntry } from './types';

/** The entries a request asks for: its eq filters, its `at` range, its offset and limit. */
export function activityRequested(url: URL, rows: readonly ActivityEntry[]): ActivityEntry[] {
  const eq = eqFilters(url);
  const bounds = url.searchParams.getAll('at');
  const time = (value: string) => Date.parse(value.replace(/\.(\d{3})\d*/, '.$1'));
  const matching = rows.filter((row) => {
    for (const [column, value] of eq) {
      if (String((row as unknown as Row)[column]) !== value) return false;
    }
    for (const bound of bounds) {
      const [op, value = ''] = bound.split(/\.(.*)/s);
      const limit = Date.parse(value);
      if (op === 'gte' && time(row.at) < limit) return false;
      if (op === 'lt' && time(row.at) >= limit) return false;
    }
    return true;
  });
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? matching.length);
  return matching.slice(offset, offset + limit);
}

export const activityScenarios = {
  /** The activity log, newest first (the fixtures are in that order). */
  activity: call<ActivityEntry[]>({
    steps: [
      {
        name: 'list',
        method: 'get',
        path: '/rest/v1/activity_log',
        service: 'rest',
        respond: (request, rows) =>
          restRows(request, activityRequested(new URL(request.url), rows) as unknown as Row[]),
      },
    ],
    fixture: () => clone(fixtureActivity),
    empty: () => [],
  }),
};

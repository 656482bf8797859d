import { describe, expect, it } from 'vitest';
import { countsOf } from '../dashboard/scenarios';
import { fixtureMedia } from '../media/fixtures';
import { scenarios } from '../msw/scenarios';
import { fixturePages } from '../pages/fixtures';
import {
  failure,
  testRepositories as repositories,
  requestsTo,
  server,
  startMswServer,
} from '../testing/mswServer';

startMswServer();

describe('dashboard repository', () => {
  it('counts pages and media with count-only HEAD requests', async () => {
    const counts = await repositories().dashboard.counts();
    expect(counts).toEqual(countsOf(fixturePages, fixtureMedia));
    expect(counts).toEqual({
      pages: { total: 4, published: 2, draft: 1 },
      media: { total: 4, images: 2, videos: 1 },
    });
    const heads = [...requestsTo('/rest/v1/pages'), ...requestsTo('/rest/v1/media_library')];
    expect(heads).toHaveLength(6);
    for (const request of heads) {
      expect(request.method).toBe('HEAD');
      expect(request.headers.get('prefer')).toBe('count=exact');
    }
  });

  it('counts zero on an empty site', async () => {
    server.use(...scenarios.dashboardCounts.empty());
    expect(await repositories().dashboard.counts()).toEqual({
      pages: { total: 0, published: 0, draft: 0 },
      media: { total: 0, images: 0, videos: 0 },
    });
  });

  it('fails when a count cannot be read', async () => {
    // A HEAD answer has no body, so the client can only report the HTTP status text.
    server.use(...scenarios.dashboardCounts.error('ignored', { status: 500 }));
    const error = await failure(repositories().dashboard.counts());
    expect(error.status).toBe(500);
  });
});

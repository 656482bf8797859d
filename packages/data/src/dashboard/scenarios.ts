/** MSW scenario of the dashboard's counts, and the counts the fixtures add up to. */
import { call, clone } from '../lib/mswCall';
import { restCount } from '../lib/mswWire';
import { fixtureMedia } from '../media/fixtures';
import type { MediaFile } from '../media/types';
import { fixturePages } from '../pages/fixtures';
import type { Page } from '../pages/types';
import type { DashboardCounts } from './types';

function countFor(counts: DashboardCounts, url: URL): number {
  const table = url.pathname.split('/').pop();
  if (table === 'pages') {
    const status = url.searchParams.get('status');
    if (status === 'eq.published') return counts.pages.published;
    if (status === 'eq.draft') return counts.pages.draft;
    return counts.pages.total;
  }
  const mime = url.searchParams.get('mime_type');
  if (mime === 'like.image/%') return counts.media.images;
  if (mime === 'like.video/%') return counts.media.videos;
  return counts.media.total;
}

/** The counts the fixtures add up to. */
export function countsOf(pages: readonly Page[], media: readonly MediaFile[]): DashboardCounts {
  return {
    pages: {
      total: pages.length,
      published: pages.filter((p) => p.status === 'published').length,
      draft: pages.filter((p) => p.status === 'draft').length,
    },
    media: {
      total: media.length,
      images: media.filter((m) => m.mime_type.startsWith('image/')).length,
      videos: media.filter((m) => m.mime_type.startsWith('video/')).length,
    },
  };
}

const zeroCounts: DashboardCounts = {
  pages: { total: 0, published: 0, draft: 0 },
  media: { total: 0, images: 0, videos: 0 },
};

export const dashboardScenarios = {
  /** The dashboard's count-only HEAD requests on pages and media_library. */
  dashboardCounts: call<DashboardCounts>({
    steps: ['pages', 'media_library'].map((table) => ({
      name: table,
      method: 'head' as const,
      path: `/rest/v1/${table}`,
      service: 'rest' as const,
      respond: (request: Request, counts: DashboardCounts) =>
        restCount(countFor(counts, new URL(request.url))),
    })),
    fixture: () => countsOf(fixturePages, fixtureMedia),
    empty: () => clone(zeroCounts),
  }),
};

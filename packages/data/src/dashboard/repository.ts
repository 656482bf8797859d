/** The dashboard's counts over supabase-js. */
import type { DataClient } from '../lib/client';
import { toDataError } from '../lib/errors';
import type { DashboardRepository } from './types';

export function createDashboardRepository(client: DataClient): DashboardRepository {
  // `head: true` makes each a HEAD request: the total comes back in Content-Range, no rows.
  const count = async (
    query: PromiseLike<{ count: number | null; error: unknown; status: number }>,
  ) => {
    const { count: total, error, status } = await query;
    if (error) throw toDataError(error, status);
    return total ?? 0;
  };
  const head = { count: 'exact', head: true } as const;
  return {
    async counts() {
      const [pages, published, draft, media, images, videos] = await Promise.all([
        count(client.from('pages').select('*', head)),
        count(client.from('pages').select('*', head).eq('status', 'published')),
        count(client.from('pages').select('*', head).eq('status', 'draft')),
        count(client.from('media_library').select('*', head)),
        count(client.from('media_library').select('*', head).like('mime_type', 'image/%')),
        count(client.from('media_library').select('*', head).like('mime_type', 'video/%')),
      ]);
      return {
        pages: { total: pages, published, draft },
        media: { total: media, images, videos },
      };
    },
  };
}

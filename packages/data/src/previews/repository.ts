/** Share-preview links over supabase-js (issue 25). */
import type { DataClient } from '../lib/client';
import { unwrap } from '../lib/result';
import type { PreviewLink, PreviewLinksRepository } from './types';

export function createPreviewLinksRepository(client: DataClient): PreviewLinksRepository {
  return {
    async listActive(pageId) {
      const result = await client
        .from('page_preview_links')
        .select('*')
        .eq('page_id', pageId)
        .is('revoked_at', null)
        .gt('expires_at', new Date().toISOString())
        .order('created_at', { ascending: false });
      return unwrap(result) as PreviewLink[];
    },
    async create(pageId) {
      const result = await client
        .from('page_preview_links')
        .insert({ page_id: pageId })
        .select()
        .single();
      return unwrap(result) as PreviewLink;
    },
    async revoke(id) {
      const result = await client
        .from('page_preview_links')
        .update({ revoked_at: new Date().toISOString() })
        .eq('id', id)
        .select('id')
        .single();
      unwrap(result);
    },
  };
}

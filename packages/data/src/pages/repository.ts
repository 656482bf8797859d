/**
 * Pages over supabase-js, making exactly the calls of spec section 7: the pages table, the
 * builder's sections, a page's history and the pages trash.
 */
import type { DataClient } from '../lib/client';
import type { Database, Json } from '../lib/database.types';
import { DataError, toDataError } from '../lib/errors';
import { callFunction, check, unwrap } from '../lib/result';
import { purgeDue } from '../trash/purge';
import { PageConflictError } from './conflict';
import type {
  BuilderPage,
  Page,
  PageContent,
  PageInput,
  PageRevision,
  PagesRepository,
  SectionInput,
  TrashedPage,
} from './types';

/**
 * The page form's columns, exactly the ones spec section 7 names for create and edit: nothing
 * else a caller's object carries reaches the table.
 */
function pageColumns(input: PageInput) {
  return {
    title: input.title,
    slug: input.slug,
    meta_title: input.meta_title,
    meta_description: input.meta_description,
    status: input.status,
    template_name: input.template_name,
    ...(input.share_image_url === undefined ? {} : { share_image_url: input.share_image_url }),
    ...(input.nav_placement === undefined ? {} : { nav_placement: input.nav_placement }),
    ...(input.nav_order === undefined ? {} : { nav_order: input.nav_order }),
    ...(input.publish_at === undefined ? {} : { publish_at: input.publish_at }),
    ...(input.unpublish_at === undefined ? {} : { unpublish_at: input.unpublish_at }),
  };
}

// Rows come back typed by the generated schema; the narrower domain types (status, template,
// content) are guaranteed by the table's check constraints.
const asPage = (row: Database['public']['Tables']['pages']['Row']) => row as unknown as Page;
const asBuilderPage = (row: {
  id: string;
  title: string;
  slug: string;
  content: Json;
  version: number;
}) => row as unknown as BuilderPage;

/**
 * After an update filtered on a version matched no row: someone else saved the page since (a
 * PageConflictError with the page as it is now), or it is gone (deleted, or hidden by RLS).
 */
async function conflictOrGone(client: DataClient, id: string): Promise<never> {
  const now = await client.from('pages').select('*').eq('id', id).maybeSingle();
  if (now.error) throw toDataError(now.error, now.status);
  if (!now.data) {
    throw new DataError('This page no longer exists: it may have been deleted', {
      status: 404,
      code: 'PGRST116',
    });
  }
  const current = asPage(now.data);
  throw new PageConflictError({
    current,
    changedBy: current.updated_by_name,
    changedAt: current.updated_at,
  });
}

/** The stored form of sections: exactly `{ type, title, content }` each (spec section 3). */
function storedContent(sections: readonly SectionInput[]) {
  return {
    sections: sections.map(({ type, title, content }) => ({
      type,
      title,
      content: content as { [key: string]: Json | undefined },
    })),
  };
}

export function createPagesRepository(client: DataClient): PagesRepository {
  return {
    async list() {
      const result = await client
        .from('pages')
        .select('*')
        .order('updated_at', { ascending: false });
      return unwrap(result).map(asPage);
    },
    async get(id) {
      const result = await client.from('pages').select('*').eq('id', id).maybeSingle();
      if (result.error) throw toDataError(result.error, result.status);
      return result.data ? asPage(result.data) : null;
    },
    async create(input, createdBy) {
      const result = await client
        .from('pages')
        .insert({ ...pageColumns(input), content: {}, created_by: createdBy })
        .select()
        .single();
      return asPage(unwrap(result));
    },
    async update(id, input, expectedVersion) {
      // The version filter makes the check and the write one statement: a save based on an
      // older version matches no row and writes nothing.
      const result = await client
        .from('pages')
        .update(pageColumns(input))
        .eq('id', id)
        .eq('version', expectedVersion)
        .select();
      const rows = unwrap(result);
      const row = rows[0];
      if (!row) return conflictOrGone(client, id);
      return asPage(row);
    },
    async remove(id) {
      // The database moves the row into pages_trash (see the trash migration).
      check(await client.from('pages').delete().eq('id', id));
      await purgeDue(client);
    },
    async listForBuilder() {
      const result = await client
        .from('pages')
        .select('id, title, slug, content, version')
        .order('title');
      return unwrap(result).map(asBuilderPage);
    },
    async saveSections(id, sections, expectedVersion) {
      // Only type, title and content are stored: the builder's local ids are not (spec 3).
      const result = await client
        .from('pages')
        .update({ content: storedContent(sections) })
        .eq('id', id)
        .eq('version', expectedVersion)
        .select('version');
      const row = unwrap(result)[0];
      if (!row) return conflictOrGone(client, id);
      return { version: row.version };
    },
    async listRevisions(pageId) {
      const result = await client
        .from('page_revisions')
        .select('id, page_id, saved_at, saved_by_name, section_count')
        .eq('page_id', pageId)
        .order('id', { ascending: false });
      return unwrap(result) as PageRevision[];
    },
    async revisionContent(revisionId) {
      const result = await client
        .from('page_revisions')
        .select('content')
        .eq('id', revisionId)
        .single();
      return unwrap(result).content as PageContent;
    },
    async listTrash() {
      await purgeDue(client);
      const result = await client
        .from('pages_trash')
        .select('id, title, slug, status, deleted_at, deleted_by_name')
        .order('deleted_at', { ascending: false });
      return unwrap(result) as TrashedPage[];
    },
    async restore(id) {
      check(await callFunction<{ page_id: string }, null>(client, 'restore_page', { page_id: id }));
    },
    async deletePermanently(id) {
      const result = await client.from('pages_trash').delete().eq('id', id).select('id');
      if (unwrap(result).length === 0) {
        throw new DataError('This page is no longer in the trash', { status: 404 });
      }
    },
  };
}

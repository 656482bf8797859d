/**
 * The repositories over @supabase/supabase-js, making exactly the calls of spec section 7.
 * The app creates the client (its URL and anon key) and passes it in; every `{ error }` the
 * client returns is thrown as a DataError with the service's message.
 */
import { createUploadPath, UPLOAD_FOLDER, UPLOAD_PROGRESS } from '@charitykit/content';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json } from '../database.types';
import { DataError, errorMessage, PageConflictError, toDataError } from '../errors';
import { defaultSettingValues, settingRows, settingsFromRows } from '../settings/merge';
import { createSubmissionsRepository } from '../submissions/supabase';
import type { AccountRepository, TeamRepository } from '../team/types';
import type {
  AdminUser,
  BuilderPage,
  MediaFile,
  Page,
  PageContent,
  PageInput,
  PageRevision,
  PreviewLink,
  SectionInput,
  SiteSettingValues,
  TrashedMediaFile,
  TrashedPage,
} from '../types';
import type { DataClient } from './dataClient';
import type {
  AdminUsersRepository,
  AuthRepository,
  DashboardRepository,
  MediaRepository,
  PagesRepository,
  PreviewLinksRepository,
  Repositories,
  SettingsRepository,
} from './types';

export type { DataClient } from './dataClient';

/** Where uploads are stored (spec section 7). */
export const MEDIA_BUCKET = 'media';

/** Where repositories report what is not an error for the caller (a skipped image size). */
export interface DataLogger {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

export interface SupabaseRepositoryOptions {
  logger?: DataLogger;
  /** Reads an image's pixel size; defaults to the browser's decoder. */
  readImageSize?: (file: File) => Promise<{ width: number; height: number }>;
  /** Object names for uploads; defaults to content's `uploads/{timestamp}-{random}.{ext}`. */
  uploadPath?: (fileName: string) => string;
  /** The site's team server action (invite, remove, reset link); default /admin/api/team. */
  teamActionUrl?: string;
}

interface Result<T> {
  data: T | null;
  error: unknown;
  status?: number;
}

/** Unwraps a supabase-js result: the data, or a DataError with the service's message. */
function unwrap<T>({ data, error, status }: Result<T>): T {
  if (error) throw toDataError(error, status);
  if (data === null) throw new DataError('The service returned no data', { status });
  return data;
}

/**
 * A key the media bucket could have stored: relative, no empty, "." or ".." segments, no
 * backslash or control characters, at most 1024 characters.
 */
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

export function isStoredMediaPath(path: string): boolean {
  if (path === '' || path.length > 1024 || path.includes('\\')) return false;
  if ([...path].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return false;
  return path.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..');
}

/** For writes that return nothing: throws the service's error, if any. */
function check({ error, status }: { error: unknown; status?: number }): void {
  if (error) throw toDataError(error, status);
}

// Rows come back typed by the generated schema; the narrower domain types (role, status,
// template, content) are guaranteed by the tables' check constraints.
const asAdminUser = (row: Database['public']['Tables']['admin_users']['Row']) => row as AdminUser;
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

/**
 * The trash's database functions. gen-types does not emit `Functions` (yet), so their argument
 * and result types are stated here; the calls are otherwise exactly supabase-js's `rpc`.
 */
interface TrashFunctions {
  restore_page: { args: { page_id: string }; returns: null };
  restore_media_file: { args: { media_id: string }; returns: null };
  purge_expired_trash: {
    args: Record<string, never>;
    returns: { id: string; file_path: string }[];
  };
}

async function rpc<K extends keyof TrashFunctions>(
  client: DataClient,
  fn: K,
  args: TrashFunctions[K]['args'],
): Promise<Result<TrashFunctions[K]['returns']>> {
  const untyped = client as unknown as SupabaseClient;
  return (await untyped.rpc(fn, args)) as Result<TrashFunctions[K]['returns']>;
}

/** Purges what has been 30 days in the trash; resolves with the media items left to remove. */
async function purgeDue(client: DataClient): Promise<{ id: string; file_path: string }[]> {
  return unwrap(await rpc(client, 'purge_expired_trash', {}));
}

export function createAuthRepository(client: DataClient): AuthRepository {
  return {
    async getSession() {
      const { data, error } = await client.auth.getSession();
      if (error) throw toDataError(error);
      return data.session;
    },
    onAuthStateChange(listener) {
      const { data } = client.auth.onAuthStateChange(listener);
      return () => data.subscription.unsubscribe();
    },
    async signInWithPassword({ email, password }) {
      const { data, error } = await client.auth.signInWithPassword({ email, password });
      if (error) throw toDataError(error);
      if (!data.session) throw new DataError('Auth session missing', { status: 500 });
      return data.session;
    },
    async signOut() {
      const { error } = await client.auth.signOut();
      if (error) throw toDataError(error);
    },
    async checkSession() {
      const { data } = await client.auth.getSession();
      if (!data.session) return false;
      const { error } = await client.auth.getUser();
      if (!error) return true;
      // An ended session: supabase-js has removed it and emitted SIGNED_OUT already. A network
      // failure or a server error says nothing about the session.
      const { name, status } = error as { name?: string; status?: number };
      return !(name === 'AuthSessionMissingError' || status === 401 || status === 403);
    },
  };
}

/** PostgREST's answer when `.single()` finds no row. */
const NO_ROWS = 'PGRST116';

export function createAdminUsersRepository(client: DataClient): AdminUsersRepository {
  return {
    async getByUserId(userId) {
      const result = await client.from('admin_users').select('*').eq('user_id', userId).single();
      // A signed-in user with no profile yet is a state, not a failure (spec section 4).
      if (result.error && (result.error as { code?: string }).code === NO_ROWS) return null;
      return asAdminUser(unwrap(result));
    },
    async createProfile({ userId, fullName, role }) {
      const result = await client
        .from('admin_users')
        .insert({ user_id: userId, full_name: fullName, role })
        .select()
        .single();
      return asAdminUser(unwrap(result));
    },
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
      check(await rpc(client, 'restore_page', { page_id: id }));
    },
    async deletePermanently(id) {
      const result = await client.from('pages_trash').delete().eq('id', id).select('id');
      if (unwrap(result).length === 0) {
        throw new DataError('This page is no longer in the trash', { status: 404 });
      }
    },
  };
}

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

/** The browser's own decoder; throws where there is none (Node) or the image is unreadable. */
export async function readImageSizeInBrowser(
  file: File,
): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap !== 'function') throw new Error('No image decoder available');
  const bitmap = await createImageBitmap(file);
  try {
    return { width: bitmap.width, height: bitmap.height };
  } finally {
    bitmap.close();
  }
}

export function createMediaRepository(
  client: DataClient,
  options: SupabaseRepositoryOptions = {},
): MediaRepository {
  const logger = options.logger ?? console;
  const readImageSize = options.readImageSize ?? readImageSizeInBrowser;
  const uploadPath = options.uploadPath ?? ((name: string) => createUploadPath(name));
  const bucket = () => client.storage.from(MEDIA_BUCKET);
  /** Removes trash items for good: their stored files first, then their rows. */
  const removeStored = async (items: readonly { id: string; file_path: string }[]) => {
    if (items.length === 0) return;
    // Never hand storage removal a path it did not give out (issue 15).
    const paths = items.map((item) => item.file_path).filter(isStoredMediaPath);
    if (paths.length > 0) {
      const removed = await bucket().remove(paths);
      if (removed.error) throw toDataError(removed.error);
    }
    check(
      await client
        .from('media_trash')
        .delete()
        .in(
          'id',
          items.map((item) => item.id),
        ),
    );
  };
  const purgeExpiredTrash = async () => {
    await removeStored(await purgeDue(client));
  };
  return {
    async list() {
      const result = await client
        .from('media_library')
        .select('*')
        .order('created_at', { ascending: false });
      return unwrap(result) as MediaFile[];
    },
    async updateDetails(id, { alt_text, caption }) {
      const result = await client
        .from('media_library')
        .update({ alt_text, caption })
        .eq('id', id)
        .select()
        .single();
      return unwrap(result);
    },
    async remove(id) {
      // The database moves the row into media_trash; the stored file stays until it is purged.
      check(await client.from('media_library').delete().eq('id', id));
      await purgeExpiredTrash();
    },
    async listTrash() {
      await purgeExpiredTrash();
      const result = await client
        .from('media_trash')
        .select(
          'id, file_name, original_name, file_path, mime_type, file_size, alt_text, deleted_at, deleted_by_name',
        )
        .order('deleted_at', { ascending: false });
      return unwrap(result) as TrashedMediaFile[];
    },
    async restore(id) {
      check(await rpc(client, 'restore_media_file', { media_id: id }));
    },
    async deletePermanently(id) {
      const found = await client.from('media_trash').select('id, file_path').eq('id', id);
      const item = unwrap(found)[0];
      if (!item) throw new DataError('This media file is no longer in the trash', { status: 404 });
      await removeStored([item]);
    },
    purgeExpiredTrash,
    async upload(file, { uploadedBy = null, onProgress } = {}) {
      onProgress?.(UPLOAD_PROGRESS.started);
      const path = uploadPath(file.name);
      const stored = await bucket().upload(path, file, {
        contentType: file.type || undefined,
        upsert: false,
      });
      if (stored.error) throw toDataError(stored.error);
      onProgress?.(UPLOAD_PROGRESS.stored);

      let width: number | null = null;
      let height: number | null = null;
      if (file.type.startsWith('image/')) {
        // The size is a nicety for the library grid: an unreadable image still uploads.
        try {
          ({ width, height } = await readImageSize(file));
        } catch (error) {
          logger.warn(`Could not read the size of ${file.name}: ${errorMessage(error)}`);
        }
      }

      const inserted = await client
        .from('media_library')
        .insert({
          file_name: path.slice(path.lastIndexOf('/') + 1),
          original_name: file.name,
          file_path: path,
          file_size: file.size,
          mime_type: file.type,
          width,
          height,
          folder_path: UPLOAD_FOLDER,
          uploaded_by: uploadedBy,
        })
        .select()
        .single();
      if (inserted.error || !inserted.data) {
        // Without its row the file would be an orphan no screen can list or delete.
        const cleanup = await bucket().remove([path]);
        if (cleanup.error)
          logger.warn(`Could not remove ${path} after a failed upload`, cleanup.error);
        throw toDataError(inserted.error ?? 'The service returned no data', inserted.status);
      }
      onProgress?.(UPLOAD_PROGRESS.done);
      return inserted.data;
    },
    publicUrl(filePath) {
      return bucket().getPublicUrl(filePath).data.publicUrl;
    },
  };
}

export function createSettingsRepository(client: DataClient): SettingsRepository {
  const listRows = async () => unwrap(await client.from('site_settings').select('*'));
  return {
    listRows,
    async read(): Promise<SiteSettingValues> {
      return settingsFromRows(await listRows(), defaultSettingValues());
    },
    async save(values, updatedBy) {
      const rows = settingRows(values).map((row) => ({ ...row, updated_by: updatedBy }));
      if (rows.length === 0) return;
      check(await client.from('site_settings').upsert(rows, { onConflict: 'setting_key' }));
    },
  };
}

/** Every repository over one client. */
export function createSupabaseRepositories(
  client: DataClient,
  options: SupabaseRepositoryOptions = {},
): Repositories {
  return {
    auth: createAuthRepository(client),
    adminUsers: createAdminUsersRepository(client),
    pages: createPagesRepository(client),
    previewLinks: createPreviewLinksRepository(client),
    dashboard: createDashboardRepository(client),
    media: createMediaRepository(client, options),
    settings: createSettingsRepository(client),
    submissions: createSubmissionsRepository(client),
    team: lazyTeamRepository(client, options.teamActionUrl),
    account: lazyAccountRepository(client),
  };
}

// The team and account code loads on first use, not with the admin area's first page (the
// sign-in screen), which is held to a size budget (tests/perf/budget.mjs).
const teamModule = () => import('../team/repository');

function lazyTeamRepository(client: DataClient, actionUrl?: string): TeamRepository {
  const load = async () => (await teamModule()).createTeamRepository(client, actionUrl);
  return {
    list: async () => (await load()).list(),
    changeRole: async (userId, role) => (await load()).changeRole(userId, role),
    invite: async (input) => (await load()).invite(input),
    remove: async (userId) => (await load()).remove(userId),
    resetLink: async (userId) => (await load()).resetLink(userId),
  };
}

function lazyAccountRepository(client: DataClient): AccountRepository {
  const load = async () => (await teamModule()).createAccountRepository(client);
  return {
    requestPasswordReset: async (email, redirectTo) =>
      (await load()).requestPasswordReset(email, redirectTo),
    setPassword: async (password, current) => (await load()).setPassword(password, current),
    updateName: async (userId, fullName) => (await load()).updateName(userId, fullName),
    signOutEverywhere: async () => (await load()).signOutEverywhere(),
  };
}

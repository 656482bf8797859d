import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import type { SubmissionsRepository } from '../submissions/types';
import type { AccountRepository, TeamRepository } from '../team/types';
import type {
  AdminRole,
  AdminUser,
  BuilderPage,
  DashboardCounts,
  MediaDetailsInput,
  MediaFile,
  Page,
  PageContent,
  PageInput,
  PageRevision,
  PreviewLink,
  SectionInput,
  SiteSettingRow,
  SiteSettingValues,
  TrashedMediaFile,
  TrashedPage,
} from '../types';

export type AuthSession = Session;
export type AuthUser = User;
export type AuthEvent = AuthChangeEvent;

/**
 * Every repository method resolves with typed data or rejects with a DataError carrying the
 * service's message. None of them knows about React or the screens.
 */
export interface AuthRepository {
  /** The stored session, refreshed first if it is about to expire. */
  getSession(): Promise<AuthSession | null>;
  /** Calls back on every auth event; returns the unsubscribe function. */
  onAuthStateChange(listener: (event: AuthEvent, session: AuthSession | null) => void): () => void;
  signInWithPassword(credentials: { email: string; password: string }): Promise<AuthSession>;
  signOut(): Promise<void>;
  /**
   * Asks the auth server whether the session still exists: false once it was ended (signed
   * out everywhere, removed from the team). Optional so a stand-in need not implement it.
   */
  checkSession?(): Promise<boolean>;
}

export interface NewAdminProfile {
  userId: string;
  fullName: string;
  role: AdminRole;
}

export interface AdminUsersRepository {
  /** The user's own profile, or null when they have none yet. */
  getByUserId(userId: string): Promise<AdminUser | null>;
  createProfile(profile: NewAdminProfile): Promise<AdminUser>;
}

export interface PagesRepository {
  /** Every page, most recently updated first. */
  list(): Promise<Page[]>;
  /** One page by id, whatever its status (staff), or null when there is none. */
  get(id: string): Promise<Page | null>;
  /** A new page with empty content, created by `createdBy`. */
  create(input: PageInput, createdBy: string | null): Promise<Page>;
  /**
   * Saves the dialog's fields, only if the page is still at `expectedVersion` (the version it
   * was opened at); otherwise nothing is written and it rejects with a PageConflictError naming
   * who changed it and when. Save over their change by passing `conflict.current.version`.
   */
  update(id: string, input: PageInput, expectedVersion: number): Promise<Page>;
  /**
   * Moves the page into the trash (it leaves the site at once); `restore` brings it back. Items
   * 30 days in the trash are purged too.
   */
  remove(id: string): Promise<void>;
  /** id, title, slug, content and version of every page, by title. */
  listForBuilder(): Promise<BuilderPage[]>;
  /**
   * Saves the sections as `{ sections: [{ type, title, content }] }`, only if the page is still
   * at `expectedVersion` (a PageConflictError otherwise, as `update`). Resolves with the new
   * version, to save with next time.
   */
  saveSections(
    id: string,
    sections: readonly SectionInput[],
    expectedVersion: number,
  ): Promise<{ version: number }>;
  /** The page's earlier contents, newest first (without the contents: see `revisionContent`). */
  listRevisions(pageId: string): Promise<PageRevision[]>;
  /** One earlier content of a page. */
  revisionContent(revisionId: number): Promise<PageContent>;
  /** Pages in the trash, most recently deleted first, after purging those 30 days old. */
  listTrash(): Promise<TrashedPage[]>;
  /** Puts a trashed page back, with its id, settings and sections. */
  restore(id: string): Promise<void>;
  /** Deletes a trashed page for good, with its history. */
  deletePermanently(id: string): Promise<void>;
}

/** Share-preview links (issue 25): staff make, list and revoke them. */
export interface PreviewLinksRepository {
  /** The page's links that still work (not expired, not revoked), newest first. */
  listActive(pageId: string): Promise<PreviewLink[]>;
  /** A new link, valid for 7 days; the database makes its token. */
  create(pageId: string): Promise<PreviewLink>;
  /** Ends a link at once; it can never work again. */
  revoke(id: string): Promise<void>;
}

export interface DashboardRepository {
  counts(): Promise<DashboardCounts>;
}

export interface UploadOptions {
  uploadedBy?: string | null;
  /** Called with content's upload progress steps: 10 started, 70 stored, 100 recorded. */
  onProgress?: (percent: number) => void;
}

export interface MediaRepository {
  /** Every file, newest first. */
  list(): Promise<MediaFile[]>;
  updateDetails(id: string, details: MediaDetailsInput): Promise<MediaFile>;
  /**
   * Moves the row into the trash; the stored file stays until the item is purged, so `restore`
   * brings it back as it was. Items 30 days in the trash are purged too.
   */
  remove(id: string): Promise<void>;
  /** Files in the trash, most recently deleted first, after purging those 30 days old. */
  listTrash(): Promise<TrashedMediaFile[]>;
  restore(id: string): Promise<void>;
  /** Removes the stored file, then the trash item. */
  deletePermanently(id: string): Promise<void>;
  /**
   * Purges what has been in the trash for 30 days: pages (in the database) and media files
   * (their stored files first, then their rows).
   */
  purgeExpiredTrash(): Promise<void>;
  /** Stores the file under uploads/ in the media bucket, then records its row. */
  upload(file: File, options?: UploadOptions): Promise<MediaFile>;
  /** The public address of a stored file (no request is made). */
  publicUrl(filePath: string): string;
}

export interface SettingsRepository {
  /** Every site_settings row. */
  listRows(): Promise<SiteSettingRow[]>;
  /** The settings merged over content's defaults. */
  read(): Promise<SiteSettingValues>;
  /** Upserts each given setting by setting_key, stamped with updatedBy. */
  save(values: Partial<SiteSettingValues>, updatedBy: string | null): Promise<void>;
}

export interface Repositories {
  auth: AuthRepository;
  /** The Team screen's calls (issue 26). */
  team: TeamRepository;
  /** Your own password, name and sessions (issue 26). */
  account: AccountRepository;
  adminUsers: AdminUsersRepository;
  pages: PagesRepository;
  previewLinks: PreviewLinksRepository;
  dashboard: DashboardRepository;
  media: MediaRepository;
  settings: SettingsRepository;
  /** Contact messages and volunteer applications (issue 24). */
  submissions: SubmissionsRepository;
}

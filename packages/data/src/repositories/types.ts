import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import type {
  AdminRole,
  AdminUser,
  BuilderPage,
  DashboardCounts,
  MediaDetailsInput,
  MediaFile,
  Page,
  PageInput,
  PreviewLink,
  SectionInput,
  SiteSettingRow,
  SiteSettingValues,
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
  update(id: string, input: PageInput): Promise<Page>;
  remove(id: string): Promise<void>;
  /** id, title, slug and content of every page, by title. */
  listForBuilder(): Promise<BuilderPage[]>;
  /** Saves the sections as `{ sections: [{ type, title, content }] }`. */
  saveSections(id: string, sections: readonly SectionInput[]): Promise<void>;
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
  /** Removes the stored file, then its row. */
  remove(id: string): Promise<void>;
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
  adminUsers: AdminUsersRepository;
  pages: PagesRepository;
  previewLinks: PreviewLinksRepository;
  dashboard: DashboardRepository;
  media: MediaRepository;
  settings: SettingsRepository;
}

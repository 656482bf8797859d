import type { NavPlacement, PageStatus, PageTemplate } from '@charitykit/content';
import type { Tables } from '../lib/database.types';

/** A saved builder section (spec section 3): ids are local to the editor and never stored. */
export interface StoredSection {
  type: string;
  title: string;
  content: Record<string, unknown>;
}

/** What `pages.content` holds: a list of sections (a new page has none yet). */
export interface PageContent {
  sections?: StoredSection[];
}

/** A pages row with its status, template and content narrowed. */
export type Page = Omit<
  Tables<'pages'>,
  'status' | 'template_name' | 'content' | 'nav_placement'
> & {
  status: PageStatus;
  template_name: PageTemplate;
  content: PageContent;
  nav_placement: NavPlacement;
};

/** The fields of the create and edit page dialogs. */
export interface PageInput {
  title: string;
  slug: string;
  meta_title: string | null;
  meta_description: string | null;
  status: PageStatus;
  template_name: PageTemplate;
  /** The page's link-preview image (issue 23); left out, an edit keeps the stored one. */
  share_image_url?: string | null;
  /** Issue 25: the page's place in the site's navigation; left out, an edit keeps it. */
  nav_placement?: NavPlacement;
  nav_order?: number;
  /** Issue 25: when a draft goes live and when the page stops being live (ISO), or null. */
  publish_at?: string | null;
  unpublish_at?: string | null;
}

/**
 * A page as the builder loads it: what it edits, and the version it was loaded at (a save
 * filtered on it cannot overwrite someone else's newer save).
 */
export type BuilderPage = Pick<Page, 'id' | 'title' | 'slug' | 'content' | 'version'>;

/** An earlier content of a page, kept when its content was replaced (newest 50 per page). */
export type PageRevision = {
  id: number;
  page_id: string;
  /** When this content was saved (it was the page's content from then until the next save). */
  saved_at: string | null;
  /** Who saved it, as their staff profile names them; null when unknown (seed, a script). */
  saved_by_name: string | null;
  section_count: number;
};

/** A deleted page in the trash (its whole row is kept, to be restored with the same id). */
export type TrashedPage = {
  id: string;
  title: string;
  slug: string;
  status: PageStatus;
  deleted_at: string;
  deleted_by_name: string | null;
};

/** A section as the builder holds it; any extra field (its local id) is dropped on save. */
export interface SectionInput {
  type: string;
  title: string;
  content: Record<string, unknown>;
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

/** The repositories the pages' hooks use. */
export interface PagesRepositories {
  pages: PagesRepository;
}

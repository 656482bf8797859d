import type { Tables } from '../lib/database.types';

/** A share-preview link (issue 25): its token shows the page to anyone until it ends. */
export type PreviewLink = Tables<'page_preview_links'>;

/** Share-preview links (issue 25): staff make, list and revoke them. */
export interface PreviewLinksRepository {
  /** The page's links that still work (not expired, not revoked), newest first. */
  listActive(pageId: string): Promise<PreviewLink[]>;
  /** A new link, valid for 7 days; the database makes its token. */
  create(pageId: string): Promise<PreviewLink>;
  /** Ends a link at once; it can never work again. */
  revoke(id: string): Promise<void>;
}

/** The repositories the share-preview hooks use. */
export interface PreviewLinksRepositories {
  previewLinks: PreviewLinksRepository;
}

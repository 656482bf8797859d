import type { Tables } from '../lib/database.types';

/** A media_library row. */
export type MediaFile = Tables<'media_library'>;

/** The media edit dialog's fields. */
export interface MediaDetailsInput {
  alt_text: string | null;
  caption: string | null;
}

/** A deleted media file in the trash: its stored file is kept until the item is purged. */
export type TrashedMediaFile = {
  id: string;
  file_name: string;
  original_name: string;
  file_path: string;
  mime_type: string;
  file_size: number;
  alt_text: string | null;
  deleted_at: string;
  deleted_by_name: string | null;
};

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

/** The repositories the media library's hooks use. */
export interface MediaRepositories {
  media: MediaRepository;
}

/**
 * The media library over supabase-js (spec section 7): files in the media bucket, their rows
 * in media_library, and the media trash.
 */
import { createUploadPath, UPLOAD_FOLDER, UPLOAD_PROGRESS } from '@charitykit/content';
import type { DataClient } from '../lib/client';
import { DataError, errorMessage, toDataError } from '../lib/errors';
import type { DataLogger } from '../lib/logger';
import { callFunction, check, unwrap } from '../lib/result';
import { purgeDue } from '../trash/purge';
import { readImageSizeInBrowser } from './imageSize';
import type { MediaFile, MediaRepository, TrashedMediaFile } from './types';

/** Where uploads are stored (spec section 7). */
export const MEDIA_BUCKET = 'media';

export interface MediaRepositoryOptions {
  logger?: DataLogger;
  /** Reads an image's pixel size; defaults to the browser's decoder. */
  readImageSize?: (file: File) => Promise<{ width: number; height: number }>;
  /** Object names for uploads; defaults to content's `uploads/{timestamp}-{random}.{ext}`. */
  uploadPath?: (fileName: string) => string;
}

/**
 * A key the media bucket could have stored: relative, no empty, "." or ".." segments, no
 * backslash or control characters, at most 1024 characters.
 */
export function isStoredMediaPath(path: string): boolean {
  if (path === '' || path.length > 1024 || path.includes('\\')) return false;
  if ([...path].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return false;
  return path.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..');
}

export function createMediaRepository(
  client: DataClient,
  options: MediaRepositoryOptions = {},
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
      check(
        await callFunction<{ media_id: string }, null>(client, 'restore_media_file', {
          media_id: id,
        }),
      );
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

'use client';

/**
 * The media library's hooks. Deleting with Undo and the trash are in `trashHooks` (a module of
 * its own, so screens that do not delete do not load it).
 */
import { messages } from '@charitykit/content';
import { useCallback } from 'react';
import { useSignedInUserId } from '../auth/AuthProvider';
import { requireRepositories, useDataContext } from '../lib/DataProvider';
import { useRepositoryMutation, useRepositoryQuery } from '../lib/queries';
import { queryKeys } from '../lib/queryKeys';
import type { MediaDetailsInput, MediaFile, MediaRepositories } from './types';

/** Every media file, newest first. */
export function useMediaFiles() {
  return useRepositoryQuery<MediaFile[], MediaRepositories>(queryKeys.media.list(), (r) =>
    r.media.list(),
  );
}

export interface UpdateMediaInput {
  id: string;
  details: MediaDetailsInput;
}

/** Saves a file's alt text and caption. */
export function useUpdateMediaFile() {
  return useRepositoryMutation<UpdateMediaInput, MediaFile, MediaRepositories>({
    run: (r, { id, details }) => r.media.updateDetails(id, details),
    invalidates: [queryKeys.media.all],
    success: () => messages.mediaUpdated,
    failure: (message) => messages.mediaUpdateFailed(message),
  });
}

export interface UploadMediaInput {
  file: File;
  /** Receives 10, 70 and 100 as the upload advances (content's UPLOAD_PROGRESS). */
  onProgress?: (percent: number) => void;
}

/** Uploads one file of the queue: `{file} uploaded successfully` or `Failed to upload {file}: {message}`. */
export function useUploadMedia() {
  const userId = useSignedInUserId();
  return useRepositoryMutation<UploadMediaInput, MediaFile, MediaRepositories>({
    run: (r, { file, onProgress }) =>
      r.media.upload(
        file,
        onProgress ? { uploadedBy: userId, onProgress } : { uploadedBy: userId },
      ),
    invalidates: [queryKeys.media.all, queryKeys.dashboard.all],
    success: ({ file }) => messages.fileUploaded(file.name),
    failure: (message, { file }) => messages.fileUploadFailed(file.name, message),
  });
}

/** The public address of a stored file, e.g. for an <img src>. */
export function useMediaPublicUrl(): (filePath: string) => string {
  const { repositories } = useDataContext<MediaRepositories>();
  return useCallback(
    (filePath: string) => requireRepositories(repositories).media.publicUrl(filePath),
    [repositories],
  );
}

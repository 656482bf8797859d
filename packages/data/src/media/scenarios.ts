/** MSW scenarios of the media library: list, edit, upload, delete and its trash. */
import { HttpResponse } from 'msw';
import { call, clone, idFilter, orderIs, patched, selects } from '../lib/mswCall';
import { insertedRow, jsonBody, restNoContent, restRows } from '../lib/mswWire';
import { fixtureMedia, fixtureMediaTrash } from './fixtures';
import type { MediaFile, TrashedMediaFile } from './types';

export const mediaScenarios = {
  /** The media library, newest first. */
  media: call<MediaFile[]>({
    steps: [
      {
        name: 'list',
        method: 'get',
        path: '/rest/v1/media_library',
        service: 'rest',
        matches: orderIs('created_at.desc'),
        respond: (request, rows) => restRows(request, rows),
      },
    ],
    fixture: () => clone(fixtureMedia),
    empty: () => [],
  }),

  updateMedia: call<MediaFile[]>({
    steps: [
      {
        name: 'row',
        method: 'patch',
        path: '/rest/v1/media_library',
        service: 'rest',
        respond: (request, rows) => patched(request, rows),
      },
    ],
    fixture: () => clone(fixtureMedia),
    empty: () => [],
  }),

  /** Delete: the row goes to the trash ('row'); its stored file stays. */
  deleteMedia: call<null>({
    steps: [
      {
        name: 'row',
        method: 'delete',
        path: '/rest/v1/media_library',
        service: 'rest',
        respond: () => restNoContent(),
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),

  /** The media trash, most recently deleted first. */
  mediaTrash: call<TrashedMediaFile[]>({
    steps: [
      {
        name: 'list',
        method: 'get',
        path: '/rest/v1/media_trash',
        service: 'rest',
        matches: orderIs('deleted_at.desc'),
        respond: (request, rows) => restRows(request, rows),
      },
    ],
    fixture: () => clone(fixtureMediaTrash),
    empty: () => [],
  }),

  /** Restore (also Undo on the deleted toast): the restore_media_file function. */
  restoreMedia: call<null>({
    steps: [
      {
        name: 'rpc',
        method: 'post',
        path: '/rest/v1/rpc/restore_media_file',
        service: 'rest',
        respond: () => restNoContent(),
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),

  /**
   * Delete permanently from the media trash: look the item up ('lookup'), remove its stored
   * file ('storage'), then the trash row ('row').
   */
  deleteMediaForever: call<TrashedMediaFile[]>({
    steps: [
      {
        name: 'lookup',
        method: 'get',
        path: '/rest/v1/media_trash',
        service: 'rest',
        matches: selects('id,file_path'),
        respond: (request, rows) => {
          const id = idFilter(new URL(request.url));
          return restRows(
            request,
            rows.filter((row) => row.id === id),
          );
        },
      },
      {
        name: 'storage',
        method: 'delete',
        path: '/storage/v1/object/media',
        service: 'storage',
        respond: async (request) => {
          const { prefixes } = (await jsonBody(request)) as { prefixes?: string[] };
          return HttpResponse.json((prefixes ?? []).map((name) => ({ bucket_id: 'media', name })));
        },
      },
      {
        name: 'row',
        method: 'delete',
        path: '/rest/v1/media_trash',
        service: 'rest',
        respond: () => restNoContent(),
      },
    ],
    fixture: () => clone(fixtureMediaTrash),
    empty: () => [],
    failing: 'storage',
  }),

  /** Upload: store the file ('storage'), then insert its row ('row'). */
  uploadMedia: call<MediaFile | null>({
    steps: [
      {
        name: 'storage',
        method: 'post',
        path: '/storage/v1/object/media/*',
        service: 'storage',
        respond: (request) => {
          const key = decodeURIComponent(
            new URL(request.url).pathname.replace(/^.*\/storage\/v1\/object\//, ''),
          );
          return HttpResponse.json({ Key: key, Id: crypto.randomUUID() });
        },
      },
      {
        name: 'row',
        method: 'post',
        path: '/rest/v1/media_library',
        service: 'rest',
        respond: async (request, row) =>
          restRows(request, [row ?? insertedRow(await jsonBody(request))], 201),
      },
    ],
    fixture: () => null,
    empty: () => null,
    failing: 'storage',
  }),
};

import { messages } from '@charitykit/content';
import { describe, expect, it, vi } from 'vitest';
import { fixtureIds } from '../auth/fixtures';
import { fixtureMedia, fixtureMediaTrash } from '../media/fixtures';
import { scenarios } from '../msw/scenarios';
import {
  failure,
  testRepositories as repositories,
  requestsTo,
  SUPABASE_URL,
  server,
  startMswServer,
} from '../testing/mswServer';

startMswServer();

describe('media repository', () => {
  it('lists files newest first', async () => {
    const files = await repositories().media.list();
    expect(files.map((f) => f.id)).toEqual(fixtureMedia.map((f) => f.id));
    const [request] = requestsTo('/rest/v1/media_library');
    expect(request?.params.get('order')).toBe('created_at.desc');
  });

  it('reports a list failure', async () => {
    server.use(
      ...scenarios.media.error('permission denied for table media_library', {
        status: 403,
        code: '42501',
      }),
    );
    expect((await failure(repositories().media.list())).message).toBe(
      'permission denied for table media_library',
    );
  });

  it('edits only the alt text and caption', async () => {
    const target = fixtureMedia[0];
    const file = await repositories().media.updateDetails(target?.id ?? '', {
      alt_text: 'New alt',
      caption: null,
    });
    expect(file).toMatchObject({ id: target?.id, alt_text: 'New alt', caption: null });
    const [request] = requestsTo('/rest/v1/media_library');
    expect(JSON.parse(request?.body ?? '')).toEqual({ alt_text: 'New alt', caption: null });
  });

  it('reports an edit failure, for "Failed to update media file: …"', async () => {
    server.use(...scenarios.updateMedia.error('value too long for type character varying'));
    const error = await failure(
      repositories().media.updateDetails('x', { alt_text: 'a', caption: 'b' }),
    );
    expect(messages.mediaUpdateFailed(error.message)).toBe(
      'Failed to update media file: value too long for type character varying',
    );
  });

  it('deletes a file: only its row, which the database moves to the trash; the stored file stays', async () => {
    const target = fixtureMedia[1];
    await repositories().media.remove(target?.id ?? '');
    const [row] = requestsTo('/rest/v1/media_library');
    expect(row?.method).toBe('DELETE');
    expect(row?.params.get('id')).toBe(`eq.${target?.id}`);
    expect(requestsTo('/storage/v1/object/media')).toEqual([]);
    expect(requestsTo('/rest/v1/rpc/purge_expired_trash')).toHaveLength(1);
  });

  it('purges media 30 days in the trash: stored files first, then their rows', async () => {
    const due = [{ id: 'old-1', file_path: 'uploads/1700000000000-old.jpg' }];
    server.use(...scenarios.purgeTrash.populated(due), ...scenarios.deleteMediaForever.populated());
    const trash = await repositories().media.listTrash();
    expect(trash.map((t) => t.id)).toEqual(fixtureMediaTrash.map((t) => t.id));
    const [removal] = requestsTo('/storage/v1/object/media');
    expect(JSON.parse(removal?.body ?? '')).toEqual({ prefixes: [due[0]?.file_path] });
    const deleted = requestsTo('/rest/v1/media_trash').find((r) => r.method === 'DELETE');
    expect(deleted?.params.get('id')).toBe('in.(old-1)');
  });

  it('restores a file from the trash, and deletes one permanently: stored file, then row', async () => {
    const item = fixtureMediaTrash[0];
    await repositories().media.restore(item?.id ?? '');
    expect(JSON.parse(requestsTo('/rest/v1/rpc/restore_media_file')[0]?.body ?? '')).toEqual({
      media_id: item?.id,
    });
    await repositories().media.deletePermanently(item?.id ?? '');
    const [removal] = requestsTo('/storage/v1/object/media');
    expect(JSON.parse(removal?.body ?? '')).toEqual({ prefixes: [item?.file_path] });
    const deleted = requestsTo('/rest/v1/media_trash').find((r) => r.method === 'DELETE');
    expect(deleted?.params.get('id')).toBe(`in.(${item?.id})`);
  });

  it('keeps the trash item when its stored file cannot be removed', async () => {
    server.use(
      ...scenarios.deleteMediaForever.error('new row violates row-level security policy', {
        at: 'storage',
        status: 403,
      }),
    );
    const error = await failure(
      repositories().media.deletePermanently(fixtureMediaTrash[0]?.id ?? ''),
    );
    expect(error.message).toBe('new row violates row-level security policy');
    // Storage travels as HTTP 400 with the real status in statusCode; the error carries the real one.
    expect(error.status).toBe(403);
    expect(requestsTo('/rest/v1/media_trash').map((r) => r.method)).toEqual(['GET']);
  });

  it('reports a failure to delete the row, for "Failed to delete media file: …"', async () => {
    server.use(...scenarios.deleteMedia.error('Row is locked', { at: 'row' }));
    const error = await failure(repositories().media.remove(fixtureMedia[0]?.id ?? ''));
    expect(messages.mediaDeleteFailed(error.message)).toBe(
      'Failed to delete media file: Row is locked',
    );
  });

  it('uploads under uploads/ with a generated name, then records size, type and image size', async () => {
    const progress: number[] = [];
    const file = new File([new Uint8Array(70)], 'Water Point.PNG', { type: 'image/png' });
    const media = repositories({
      readImageSize: async () => ({ width: 640, height: 480 }),
      uploadPath: () => 'uploads/1717400000000-abc123.png',
    }).media;
    const row = await media.upload(file, {
      uploadedBy: fixtureIds.admin,
      onProgress: (p) => progress.push(p),
    });
    expect(progress).toEqual([10, 70, 100]);
    const [stored] = requestsTo('/storage/v1/object/media/uploads/1717400000000-abc123.png');
    expect(stored?.method).toBe('POST');
    const [insert] = requestsTo('/rest/v1/media_library');
    expect(JSON.parse(insert?.body ?? '')).toEqual({
      file_name: '1717400000000-abc123.png',
      original_name: 'Water Point.PNG',
      file_path: 'uploads/1717400000000-abc123.png',
      file_size: 70,
      mime_type: 'image/png',
      width: 640,
      height: 480,
      folder_path: 'uploads',
      uploaded_by: fixtureIds.admin,
    });
    expect(row).toMatchObject({ file_path: 'uploads/1717400000000-abc123.png', width: 640 });
  });

  it("names uploads with content's generator by default", async () => {
    const file = new File(['%PDF-1.4'], 'Report.pdf', { type: 'application/pdf' });
    const row = await repositories().media.upload(file);
    expect(row.file_path).toMatch(/^uploads\/\d+-[a-z0-9]+\.pdf$/);
    expect(row).toMatchObject({ width: null, height: null, mime_type: 'application/pdf' });
  });

  it('still uploads an image whose size cannot be read, with only a warning', async () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    const file = new File([new Uint8Array(10)], 'broken.jpg', { type: 'image/jpeg' });
    const row = await repositories({
      logger,
      readImageSize: () => Promise.reject(new Error('decode failed')),
    }).media.upload(file);
    expect(row).toMatchObject({ width: null, height: null });
    expect(logger.warn).toHaveBeenCalledWith(
      'Could not read the size of broken.jpg: decode failed',
    );
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('reports a storage refusal, for "Failed to upload {file}: …", and records no row', async () => {
    server.use(
      ...scenarios.uploadMedia.error('The object exceeded the maximum allowed size', {
        status: 413,
      }),
    );
    const file = new File([new Uint8Array(10)], 'huge.mp4', { type: 'video/mp4' });
    const error = await failure(repositories().media.upload(file));
    expect(messages.fileUploadFailed(file.name, error.message)).toBe(
      'Failed to upload huge.mp4: The object exceeded the maximum allowed size',
    );
    expect(requestsTo('/rest/v1/media_library')).toHaveLength(0);
  });

  it('removes the stored file again when its row cannot be recorded', async () => {
    server.use(
      ...scenarios.uploadMedia.error('permission denied for table media_library', {
        at: 'row',
        status: 403,
      }),
    );
    const file = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    const error = await failure(
      repositories({ uploadPath: () => 'uploads/1-a.pdf' }).media.upload(file),
    );
    expect(error.message).toBe('permission denied for table media_library');
    const [cleanup] = requestsTo('/storage/v1/object/media');
    expect(JSON.parse(cleanup?.body ?? '')).toEqual({ prefixes: ['uploads/1-a.pdf'] });
  });

  it('gives the public address of a stored file without a request', () => {
    expect(repositories().media.publicUrl('uploads/1-a.png')).toBe(
      `${SUPABASE_URL}/storage/v1/object/public/media/uploads/1-a.png`,
    );
  });
});

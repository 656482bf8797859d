/**
 * Where stored bytes live: <dataDir>/storage/<bucket>/<object id>. Naming files by the object's
 * id, never by the client's path, rules out path traversal. Uploads land in a temp file beside
 * their final place and are renamed into it, so a file is never seen half-written, and an
 * earlier hard link (a backup's snapshot) keeps the old bytes.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export class ObjectFiles {
  constructor(readonly root: string) {}

  static under(dataDir: string): ObjectFiles {
    return new ObjectFiles(path.join(dataDir, 'storage'));
  }

  /** Image renditions (routes/render/image.ts): derived, so outside the stored objects. */
  renderCacheDir(): string {
    return path.join(path.dirname(this.root), 'render-cache');
  }

  bucketDir(bucketId: string): string {
    return path.join(this.root, encodeURIComponent(bucketId));
  }

  file(bucketId: string, objectId: string): string {
    return path.join(this.bucketDir(bucketId), objectId);
  }

  /** A fresh temp path in the bucket's directory (removed at start if a crash leaves it). */
  async tempFile(bucketId: string): Promise<string> {
    const dir = this.bucketDir(bucketId);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    return path.join(dir, `.upload-${randomUUID()}`);
  }

  moveIntoPlace(temp: string, bucketId: string, objectId: string): Promise<void> {
    return rename(temp, this.file(bucketId, objectId));
  }

  /** A copy of an object's bytes in a fresh temp file of `toBucket`'s directory. */
  async copyToTemp(bucketId: string, objectId: string, toBucket: string): Promise<string> {
    const temp = await this.tempFile(toBucket);
    await copyFile(this.file(bucketId, objectId), temp);
    return temp;
  }

  /** An object's file into another bucket's directory (a move across buckets keeps the id). */
  async moveBetweenBuckets(objectId: string, from: string, to: string): Promise<void> {
    await mkdir(this.bucketDir(to), { recursive: true, mode: 0o700 });
    await rename(this.file(from, objectId), this.file(to, objectId));
  }

  async size(bucketId: string, objectId: string): Promise<number | undefined> {
    const info = await stat(this.file(bucketId, objectId)).catch(() => undefined);
    return info?.size;
  }

  open(bucketId: string, objectId: string): Readable {
    return createReadStream(this.file(bucketId, objectId));
  }

  async remove(bucketId: string, objectId: string): Promise<void> {
    await rm(this.file(bucketId, objectId), { force: true });
  }

  async removeAll(): Promise<void> {
    await rm(this.root, { recursive: true, force: true });
    await rm(this.renderCacheDir(), { recursive: true, force: true });
  }
}

import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { measuringStream } from '@slipcase/plugin-contract/media/hash-file';

export interface StoredFile {
  key: string;
  bytes: number;
  sha256: string;
}

/**
 * Where uploads live, addressed by keys such as `releases/<id>/cover.png`. The local implementation is a folder;
 * an S3-compatible one keeps the same keys when web and workers run on several machines.
 */
export interface FileStorage {
  /** Stores a stream, or a copy of the file at a path (the caller keeps its own file). */
  put(key: string, source: Readable | string): Promise<StoredFile>;
  /** A local path from which the stored file can be read. */
  path(key: string): string;
  /** Removes the file; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
}

const KEY_SEGMENT = /^[A-Za-z0-9._-]+$/;

/** Keys are relative, slash-separated and never climb out of the storage root. */
export function assertValidKey(key: string): void {
  const segments = key.split('/');
  const valid = segments.every((segment) => KEY_SEGMENT.test(segment) && segment !== '.' && segment !== '..');
  if (!valid) throw new RangeError(`Invalid storage key: ${JSON.stringify(key)}`);
}

export class LocalFileStorage implements FileStorage {
  readonly rootDir: string;

  constructor(rootDir: string) {
    this.rootDir = resolve(rootDir);
  }

  path(key: string): string {
    assertValidKey(key);
    return join(this.rootDir, ...key.split('/'));
  }

  async put(key: string, source: Readable | string): Promise<StoredFile> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    // Readers never see a partial file: write beside the target, then rename over it (atomic on one filesystem).
    const temp = `${target}.${randomBytes(6).toString('hex')}.partial`;
    const measure = measuringStream();
    const input = typeof source === 'string' ? createReadStream(source) : source;
    try {
      await pipeline(input, measure.stream, createWriteStream(temp, { flags: 'wx' }));
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    const { sha256, bytes } = measure.measured();
    return { key, bytes, sha256 };
  }

  async remove(key: string): Promise<void> {
    const target = this.path(key);
    await rm(target, { force: true });
    await this.pruneEmptyParents(dirname(target));
  }

  /** Leaves no empty `releases/<id>/tracks` folders behind once their last file is gone. */
  private async pruneEmptyParents(dir: string): Promise<void> {
    let current = dir;
    while (relative(this.rootDir, current) !== '' && !relative(this.rootDir, current).startsWith('..')) {
      try {
        await rmdir(current);
      } catch {
        return; // not empty (or already gone): stop climbing
      }
      current = dirname(current);
    }
  }
}


import { config } from '@slipcase/config';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import type { Upload } from '@tus/server';
import { isUploadKind, type UploadKind } from '../../lib/media-upload';

/**
 * Where resumable uploads land while they are sent (docs/decisions/016): the tus protocol's folder, one file per
 * upload and its `<id>.json` (size, metadata, creation date). Shared by the web server's tus endpoint, which
 * writes there, and the media processing, which reads a finished upload and always removes it.
 */

/** An unfinished (or finished but never processed) upload is deleted a day after it began. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** `SLIPCASE_TUS_DIR`, else `tus/` in the data directory (`.data/tus`). */
export function tusDirectory(): string {
  return config().dirs.tus;
}

export function createUploadStore(directory = tusDirectory()): FileStore {
  return new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
}

const stores = new Map<string, FileStore>();

/** The process's store for the tus folder (one per folder, so tests may point `SLIPCASE_TUS_DIR` elsewhere). */
export function uploadStore(directory = tusDirectory()): FileStore {
  let store = stores.get(directory);
  if (!store) {
    store = createUploadStore(directory);
    stores.set(directory, store);
  }
  return store;
}

/** What the server records on an upload when it is created; the browser's own metadata is not trusted. */
export interface UploadMetadata {
  userId: string;
  kind: UploadKind;
  releaseId: string;
  /** The track whose audio the upload replaces. */
  trackId: string | null;
  /** The name the user's file had (for the track's title); informative only. */
  filename: string;
}

/** tus upload ids are `crypto.randomBytes(16).toString('hex')`; anything else is nobody's upload. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

export function isUploadId(value: unknown): value is string {
  return typeof value === 'string' && UPLOAD_ID.test(value);
}

export function uploadMetadata(upload: Pick<Upload, 'metadata'>): UploadMetadata | null {
  const metadata = upload.metadata ?? {};
  const { userId, kind, releaseId, trackId, filename } = metadata;
  if (!userId || !releaseId || !isUploadKind(kind)) return null;
  return { userId, kind, releaseId, trackId: trackId || null, filename: filename ?? '' };
}

export interface StoredUpload {
  id: string;
  metadata: UploadMetadata;
  /** The file on disk. */
  path: string;
  size: number | undefined;
  offset: number;
  complete: boolean;
}

/** The upload with that id, or null when there is none (never was, expired, or already processed). */
export async function findUpload(store: FileStore, id: string): Promise<StoredUpload | null> {
  if (!isUploadId(id)) return null;
  let upload: Upload;
  try {
    upload = await store.getUpload(id);
  } catch {
    return null;
  }
  const metadata = uploadMetadata(upload);
  if (!metadata) return null;
  return {
    id,
    metadata,
    path: upload.storage?.path ?? join(store.directory, id),
    size: upload.size,
    offset: upload.offset,
    complete: upload.size !== undefined && upload.offset === upload.size,
  };
}

/** Removes the upload's file and its record; an upload already gone is not an error. */
export async function removeUpload(store: FileStore, id: string): Promise<void> {
  if (!isUploadId(id)) return;
  await rm(join(store.directory, id), { force: true });
  await rm(join(store.directory, `${id}.json`), { force: true });
}

/**
 * Deletes every upload begun more than `maxAgeMs` ago, finished or not (a finished one nobody processed, say the
 * browser was closed in between), and stray files a crash may have left. Returns how many uploads it removed.
 */
export async function sweepExpiredUploads(
  store: FileStore,
  { now = new Date(), maxAgeMs = UPLOAD_EXPIRY_MS }: { now?: Date; maxAgeMs?: number } = {},
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(store.directory);
  } catch {
    return 0;
  }
  const cutoff = now.getTime() - maxAgeMs;
  const ids = new Set(names.map((name) => name.replace(/\.json$/, '')).filter(isUploadId));
  let removed = 0;
  for (const id of ids) {
    const created = await creationTime(store, id);
    if (created !== null && created < cutoff) {
      await removeUpload(store, id);
      removed += 1;
    }
  }
  return removed;
}

/** When the upload began: its record's creation date, else (no readable record) its files' modification time. */
async function creationTime(store: FileStore, id: string): Promise<number | null> {
  const record = await store.configstore.get(id).catch(() => undefined);
  const recorded = record?.creation_date ? Date.parse(record.creation_date) : Number.NaN;
  if (Number.isFinite(recorded)) return recorded;
  const times = await Promise.all(
    [id, `${id}.json`].map((name) =>
      stat(join(store.directory, name)).then(
        (stats) => stats.mtimeMs,
        () => null,
      ),
    ),
  );
  const known = times.filter((time): time is number => time !== null);
  return known.length > 0 ? Math.max(...known) : null;
}

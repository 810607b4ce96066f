import type { Prisma } from '@slipcase/db';
import type { ServiceDeps } from '../deps';
import type { StoredFile } from '../storage/storage';
import { lockRelease } from '../releases/lock-release';
import { Refused, type MediaRefusal } from './media-refusal';

/**
 * A filing copies files into storage while it holds the lock: a transaction may last as long as the longest copy
 * plus the filings queued before it on the same release.
 */
export const FILING_TRANSACTION = { maxWait: 60_000, timeout: 120_000 } as const;

/** Copies a file into storage as part of a filing (removed again if the filing does not commit). */
export type StoreFile = (key: string, path: string) => Promise<StoredFile>;

/**
 * Runs a filing in a transaction holding the release's row lock (lockRelease), so filings to one release
 * from any number of processes run one after the other: each reads the track numbers and storage keys the one
 * before it left. Files stored through `store` are removed again unless the transaction commits; a `Refused`
 * thrown by `run` is answered as the refusal.
 */
export async function fileUnderReleaseLock<T>(
  deps: Pick<ServiceDeps, 'prisma' | 'storage'>,
  releaseId: string,
  run: (tx: Prisma.TransactionClient, store: StoreFile) => Promise<T>,
): Promise<T | MediaRefusal> {
  const stored: StoredFile[] = [];
  const store: StoreFile = async (key, path) => {
    const file = await deps.storage.put(key, path);
    stored.push(file);
    return file;
  };
  try {
    return await deps.prisma.$transaction(async (tx) => {
      await lockRelease(tx, releaseId);
      return run(tx, store);
    }, FILING_TRANSACTION);
  } catch (error) {
    await Promise.all(stored.map((file) => deps.storage.remove(file.key).catch(() => undefined)));
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

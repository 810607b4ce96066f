import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

export type RequestFile = { ok: true; path: string; size: number } | { ok: false; reason: 'too_large' | 'empty' };

class TooLarge extends Error {}

/**
 * Streams the request's body to a file in a fresh temporary directory, never holding it whole in memory, and
 * gives up as soon as it passes `maxBytes` (at once when Content-Length says so). The directory goes once
 * `handle` settles, whatever happened.
 */
export async function withRequestFile<T>(
  request: Request,
  { maxBytes, tempRoot = tmpdir() }: { maxBytes: number; tempRoot?: string },
  handle: (file: RequestFile) => Promise<T>,
): Promise<T> {
  if (Number(request.headers.get('Content-Length') ?? 0) > maxBytes) return handle({ ok: false, reason: 'too_large' });
  if (!request.body) return handle({ ok: false, reason: 'empty' });
  const directory = await mkdtemp(join(tempRoot, 'slipcase-api-'));
  try {
    const path = join(directory, 'body');
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(size > maxBytes ? new TooLarge() : null, chunk);
      },
    });
    try {
      await pipeline(Readable.fromWeb(request.body as WebReadableStream<Uint8Array>), counter, createWriteStream(path));
    } catch (error) {
      if (error instanceof TooLarge) return await handle({ ok: false, reason: 'too_large' });
      throw error;
    }
    return await handle(size === 0 ? { ok: false, reason: 'empty' } : { ok: true, path, size });
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

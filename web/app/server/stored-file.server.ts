import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { fileStorage } from './deps.server';

/** A stored file to stream (never read whole), or null when storage no longer has it. */
export async function openStoredFile(key: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null> {
  const path = fileStorage().path(key);
  const size = await stat(path).then(
    (stats) => stats.size,
    () => null,
  );
  if (size === null) return null;
  return { body: createReadableStreamFromReadable(createReadStream(path)), size };
}

/** A stored file streamed as the response (never read whole), or 404 when storage no longer has it. */
export async function storedFileResponse(key: string, headers: { contentType: string; cacheControl: string }): Promise<Response> {
  const file = await openStoredFile(key);
  if (!file) throw new Response('Not found', { status: 404 });
  return new Response(file.body, {
    headers: {
      'Content-Type': headers.contentType,
      'Content-Length': String(file.size),
      'Cache-Control': headers.cacheControl,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

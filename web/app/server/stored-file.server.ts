import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { defaultStorage } from '@slipcase/workflows/services/index';

/** A stored file streamed as the response (never read whole), or 404 when storage no longer has it. */
export async function storedFileResponse(key: string, headers: { contentType: string; cacheControl: string }): Promise<Response> {
  const path = defaultStorage().path(key);
  const size = await stat(path).then(
    (stats) => stats.size,
    () => null,
  );
  if (size === null) throw new Response('Not found', { status: 404 });
  return new Response(createReadableStreamFromReadable(createReadStream(path)), {
    headers: {
      'Content-Type': headers.contentType,
      'Content-Length': String(size),
      'Cache-Control': headers.cacheControl,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

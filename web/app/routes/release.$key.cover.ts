import type { LoaderFunctionArgs } from '@remix-run/node';
import { presaveCover } from '@slipcase/services';
import { streamingDeps } from '../server/presave/streaming.server';
import { storedFileResponse } from '../server/stored-file.server';

const CONTENT_TYPES: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png' };

/** The cover of a campaign's release, served by us so the public page asks no other host for it. */
export async function loader({ params }: LoaderFunctionArgs) {
  const cover = await presaveCover(streamingDeps(), { key: params.key ?? '' });
  if (!cover) throw new Response('Not found', { status: 404 });
  return storedFileResponse(cover.coverKey, {
    contentType: CONTENT_TYPES[cover.coverFormat ?? ''] ?? 'application/octet-stream',
    // The page links it with the file's hash in the query, so a new cover gets a new URL.
    cacheControl: 'public, max-age=86400',
  });
}

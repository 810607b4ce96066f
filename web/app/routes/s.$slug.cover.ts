import type { LoaderFunctionArgs } from '@remix-run/node';
import { smartLinkCover } from '@slipcase/services/smart-links/smart-link-page';
import { serviceDeps } from '../server/deps.server';
import { storedFileResponse } from '../server/stored-file.server';

const CONTENT_TYPES: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png' };

/** A smart link's cover, public like its page; the page names it with the cover's hash, so it may be kept long. */
export async function loader({ params }: LoaderFunctionArgs) {
  const cover = await smartLinkCover(await serviceDeps(), { slug: params.slug ?? '' });
  if (!cover) throw new Response('Not found', { status: 404 });
  return storedFileResponse(cover.key, { contentType: CONTENT_TYPES[cover.format ?? ''] ?? 'application/octet-stream', cacheControl: 'public, max-age=604800' });
}

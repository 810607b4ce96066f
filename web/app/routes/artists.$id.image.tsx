import type { LoaderFunctionArgs } from '@remix-run/node';
import { publicArtistImageKey } from '@slipcase/services/artists/profiles';
import { accountDeps } from '../server/deps.server';
import { storedFileResponse } from '../server/stored-file.server';

/**
 * An artist's profile picture, public like the catalogue that shows it (artists of blocked accounts excepted).
 * Pages link it with `?v=<last change>`, so it may be cached for long.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const imageKey = await publicArtistImageKey(accountDeps(), params.id ?? '');
  if (!imageKey) throw new Response('Not found', { status: 404 });
  return storedFileResponse(imageKey, { contentType: 'image/jpeg', cacheControl: 'public, max-age=604800' });
}

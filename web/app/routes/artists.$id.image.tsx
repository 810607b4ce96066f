import type { LoaderFunctionArgs } from '@remix-run/node';
import { getPrisma } from '@slipcase/db';
import { storedFileResponse } from '../server/stored-file.server';

/**
 * An artist's profile picture, public like the catalogue that shows it (artists of blocked accounts excepted).
 * Pages link it with `?v=<last change>`, so it may be cached for long.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const artist = await getPrisma().artist.findUnique({
    where: { id: params.id ?? '' },
    select: { imageKey: true, owner: { select: { freeze: true, banned: true } } },
  });
  if (!artist?.imageKey || artist.owner.freeze || artist.owner.banned) throw new Response('Not found', { status: 404 });
  return storedFileResponse(artist.imageKey, { contentType: 'image/jpeg', cacheControl: 'public, max-age=604800' });
}

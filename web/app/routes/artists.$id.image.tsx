import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from '@remix-run/node';
import { getPrisma } from '@slipcase/db';
import { defaultStorage } from '@slipcase/workflows/services/index';

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
  const path = defaultStorage().path(artist.imageKey);
  const size = await stat(path).then(
    (stats) => stats.size,
    () => null,
  );
  if (size === null) throw new Response('Not found', { status: 404 });
  return new Response(createReadableStreamFromReadable(createReadStream(path)), {
    headers: {
      'Content-Type': 'image/jpeg',
      'Content-Length': String(size),
      'Cache-Control': 'public, max-age=604800',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

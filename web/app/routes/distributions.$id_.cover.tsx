import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from '@remix-run/node';
import { getPrisma } from '@slipcase/db';
import { defaultStorage } from '@slipcase/workflows/services/index';
import { canSeeRelease } from '../server/releases.server';
import { requireUser } from '../server/session.server';

const CONTENT_TYPES: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png' };

/** The release's cover, streamed from storage to its owner or an operator. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const release = await getPrisma().release.findUnique({
    where: { id: params.id ?? '' },
    select: { ownerId: true, coverKey: true, coverFormat: true },
  });
  if (!release?.coverKey || !canSeeRelease(user, release.ownerId)) throw new Response('Not found', { status: 404 });
  const path = defaultStorage().path(release.coverKey);
  const size = await stat(path).then(
    (stats) => stats.size,
    () => null,
  );
  if (size === null) throw new Response('Not found', { status: 404 });
  return new Response(createReadableStreamFromReadable(createReadStream(path)), {
    headers: {
      'Content-Type': CONTENT_TYPES[release.coverFormat ?? ''] ?? 'application/octet-stream',
      'Content-Length': String(size),
      // Pages link it with the file's hash in the query, so a new cover gets a new URL.
      'Cache-Control': 'private, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

import type { LoaderFunctionArgs } from '@remix-run/node';
import { canSeeRelease, coverFile } from '../server/releases.server';
import { requireUser } from '../server/session.server';
import { storedFileResponse } from '../server/stored-file.server';

const CONTENT_TYPES: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png' };

/** The release's cover, streamed from storage to its owner or an operator. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const release = await coverFile(params.id ?? '');
  if (!release?.coverKey || !canSeeRelease(user, release.ownerId)) throw new Response('Not found', { status: 404 });
  return storedFileResponse(release.coverKey, {
    contentType: CONTENT_TYPES[release.coverFormat ?? ''] ?? 'application/octet-stream',
    // Pages link it with the file's hash in the query, so a new cover gets a new URL.
    cacheControl: 'private, max-age=86400',
  });
}

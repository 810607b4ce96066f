import type { LoaderFunctionArgs } from '@remix-run/node';
import { proposedCover } from '../server/release-update.server';
import { canSeeRelease } from '../server/releases.server';
import { requireUser } from '../server/session.server';
import { storedFileResponse } from '../server/stored-file.server';

const CONTENT_TYPES: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png' };

/** The cover an update proposes (not the release's yet), streamed to the release's owner or staff only. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const found = await proposedCover(params.id ?? '', params.revisionId ?? '');
  if (!found || !canSeeRelease(user, found.ownerId)) throw new Response('Not found', { status: 404 });
  return storedFileResponse(found.cover.key, {
    contentType: CONTENT_TYPES[found.cover.format] ?? 'application/octet-stream',
    // A revision's cover never changes: its URL names the revision.
    cacheControl: 'private, max-age=86400',
  });
}

import type { LoaderFunctionArgs } from '@remix-run/node';
import { isStaff } from '@slipcase/domain';
import { blogCoverKey } from '@slipcase/services/blog/blog-posts';
import { serviceDeps } from '../server/deps.server';
import { getSessionUser } from '../server/session.server';
import { storedFileResponse } from '../server/stored-file.server';

/**
 * A post's cover: public once the post is (pages link it with `?v=<cover>`, so it may be cached for long), and to
 * staff before, kept out of shared caches.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  const cover = await blogCoverKey(await serviceDeps(), { slug: params.id ?? '', drafts: user !== null && isStaff(user.role) });
  if (!cover) throw new Response('Not found', { status: 404 });
  return storedFileResponse(cover.coverKey, { contentType: 'image/jpeg', cacheControl: cover.visible ? 'public, max-age=604800' : 'private, no-store' });
}

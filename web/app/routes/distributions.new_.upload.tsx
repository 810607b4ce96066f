import { json, type ActionFunctionArgs } from '@remix-run/node';
import type { UploadResponse } from '../lib/use-upload';
import { receiveNewRelease, releasePath } from '../server/new-release.server';
import { requireUser } from '../server/session.server';

/**
 * The new-release form as the browser's XMLHttpRequest sends it (for upload progress): the same handling as the
 * page's action, answered in JSON because a resource route's answer is not rendered into a page.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const result = await receiveNewRelease(request, user.id);
  if ('releaseId' in result) return json<UploadResponse>({ redirectTo: releasePath(result.releaseId) });
  return json<UploadResponse>({ reply: result.reply }, { status: 400 });
}

import { json, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { removeMyArtist } from '@slipcase/services/artists/remove-artist';
import { encodeError } from '../lib/error-messages';
import { serviceDeps } from '../server/deps.server';
import { requireUser } from '../server/session.server';

/**
 * POST: removes the signed-in user's artist and goes to /artists; refused (409, `{ error }` with the count of active
 * releases) while it has active releases (000 §4, §8). Somebody else's artist is not found.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const result = await removeMyArtist(await serviceDeps(), { ownerId: user.id, artistId: params.id ?? '' });
  if (result.status === 'not_found') throw new Response('Not found', { status: 404 });
  if (result.status === 'refused') return json({ error: encodeError(result.error), activeReleases: result.activeReleases }, { status: 409 });
  return redirect(`/artists?${new URLSearchParams({ removed: result.name })}`);
}

export const loader = ({ params }: { params: { id?: string } }) => redirect(`/artists/${params.id ?? ''}/edit`);

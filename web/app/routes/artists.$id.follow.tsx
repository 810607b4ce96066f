import { json, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { httpStatusOf } from '@slipcase/api-contract/http-status';
import { isAppError } from '@slipcase/domain';
import type { FollowResponse } from '../components/artist-card';
import { followFormSchema } from '../lib/artist-schema';
import { encodeError } from '../lib/error-messages';
import { followArtist, unfollowArtist } from '@slipcase/services/artists/follows';
import { accountDeps } from '../server/deps.server';
import { readFormValue } from '../server/read-form.server';
import { requireUser, safeRedirect } from '../server/session.server';

/**
 * POST `intent` follow or unfollow (the follow button of components/artist-card.tsx). The button's fetcher gets
 * `{ following, followers }` or `{ error }` (own artist 403, unknown artist 404); a form posted without scripts goes
 * back to `redirectTo`.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { intent, js, redirectTo } = await readFormValue(request, followFormSchema);
  const artistId = params.id ?? '';
  const fromScript = js === '1';
  try {
    const change = intent === 'follow' ? followArtist : unfollowArtist;
    const state = await change(accountDeps(), { userId: user.id, artistId });
    if (!fromScript) return redirect(safeRedirect(redirectTo, '/artists-catalog'));
    return json<FollowResponse>(state);
  } catch (error) {
    if (!isAppError(error)) {
      // 001 §8 "follow-artist errors": the button says so rather than the page falling over.
      if (!fromScript) throw error;
      console.error('[artists] follow failed', error);
      return json<FollowResponse>({ error: 'follow_failed' }, { status: 500 });
    }
    const status = httpStatusOf(error.code);
    if (!fromScript) throw new Response(error.code, { status });
    return json<FollowResponse>({ error: encodeError(error) }, { status });
  }
}

export const loader = () => redirect('/artists-catalog');

import { getPrisma } from '@slipcase/db';
import type { CatalogueArtist } from '@slipcase/services/artists/catalogue';
import * as follows from '@slipcase/services/artists/follows';
import { countFollowedProArtists as countFollowed } from '@slipcase/services/releases/release-draft';
import { accountDeps } from '../deps.server';

/** How many artists of PRO and Advanced accounts the user follows (their own never count): the submission's count. */
export function countFollowedProArtists(userId: string): Promise<number> {
  return countFollowed(getPrisma(), userId);
}

/** The wizard's Follow step's cards: see the service's listProArtistsToFollow. */
export function listProArtistsToFollow(
  userId: string,
  options: { limit?: number; offset?: number; includeFollowed?: boolean } = {},
): Promise<{ artists: CatalogueArtist[]; total: number }> {
  return follows.listProArtistsToFollow(accountDeps(), { userId, ...options });
}

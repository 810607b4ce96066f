import { AppError, isBlocked } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { listCatalogue, type CatalogueArtist } from './catalogue';

/**
 * Following artists of the catalogue (an ArtistFollow row per user and artist). The release wizard's Follow step
 * (001 §5: free users follow at least 5 PRO artists) counts with countFollowedProArtists (releases/release-draft)
 * and offers listProArtistsToFollow; the follow button of the artist cards posts to /artists/{id}/follow.
 */

type Deps = Pick<ServiceDeps, 'prisma'>;

/** The artist's followers as the catalogue counts them: the provider's count plus platform follows. */
async function followersOf({ prisma }: Deps, artistId: string): Promise<number> {
  const artist = await prisma.artist.findUnique({
    where: { id: artistId },
    select: { followerCount: true, _count: { select: { followers: true } } },
  });
  return (artist?.followerCount ?? 0) + (artist?._count.followers ?? 0);
}

export interface FollowState {
  following: boolean;
  followers: number;
}

export interface FollowInput {
  userId: string;
  artistId: string;
}

/**
 * The user follows the artist (again is a no-op). Throws AppError `not_found` for an unknown artist or one of a
 * blocked account, and `cannot_follow_own_artist` for the user's own.
 */
export async function followArtist(deps: Deps, { userId, artistId }: FollowInput): Promise<FollowState> {
  const artist = await deps.prisma.artist.findUnique({
    where: { id: artistId },
    select: { ownerId: true, owner: { select: { freeze: true, banned: true } } },
  });
  if (!artist || isBlocked(artist.owner)) throw new AppError('not_found', 'artistId');
  if (artist.ownerId === userId) throw new AppError('cannot_follow_own_artist', 'artistId');
  await deps.prisma.artistFollow.upsert({
    where: { userId_artistId: { userId, artistId } },
    create: { userId, artistId },
    update: {},
  });
  return { following: true, followers: await followersOf(deps, artistId) };
}

/** The user stops following the artist (not following it is a no-op). */
export async function unfollowArtist(deps: Deps, { userId, artistId }: FollowInput): Promise<FollowState> {
  await deps.prisma.artistFollow.deleteMany({ where: { userId, artistId } });
  return { following: false, followers: await followersOf(deps, artistId) };
}

/**
 * PRO artists the user could follow, most followed first: neither their own nor already followed (unless
 * `includeFollowed`, for a step that shows follow and unfollow side by side). Cards as the catalogue shows them.
 */
export async function listProArtistsToFollow(
  deps: Deps,
  { userId, limit = 12, offset = 0, includeFollowed = false }: { userId: string; limit?: number; offset?: number; includeFollowed?: boolean },
): Promise<{ artists: CatalogueArtist[]; total: number }> {
  return listCatalogue(
    deps,
    { country: null, genre: null, sort: 'followers', limit, offset },
    { viewerId: userId, proOnly: true, excludeOwn: true, excludeFollowed: !includeFollowed },
  );
}

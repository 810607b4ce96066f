import { getPrisma } from '@slipcase/db';
import { AppError } from '@slipcase/domain';
import { countFollowedProArtists as countFollowed } from '@slipcase/services/releases/release-draft';
import { listCatalogue, type CatalogueArtist } from './catalogue.server';

/**
 * Following artists of the catalogue (an ArtistFollow row per user and artist). The release wizard's Follow step
 * (001 §5: free users follow at least 5 PRO artists) counts with countFollowedProArtists and offers
 * listProArtistsToFollow; the follow button of `components/artist-card.tsx` posts to /artists/{id}/follow.
 */

/** The artist's followers as the catalogue counts them: the provider's count plus platform follows. */
async function followersOf(artistId: string): Promise<number> {
  const artist = await getPrisma().artist.findUnique({
    where: { id: artistId },
    select: { followerCount: true, _count: { select: { followers: true } } },
  });
  return (artist?.followerCount ?? 0) + (artist?._count.followers ?? 0);
}

export interface FollowState {
  following: boolean;
  followers: number;
}

/**
 * The user follows the artist (again is a no-op). Throws AppError `not_found` for an unknown artist or one of a
 * blocked account, and `cannot_follow_own_artist` for the user's own.
 */
export async function followArtist(userId: string, artistId: string): Promise<FollowState> {
  const prisma = getPrisma();
  const artist = await prisma.artist.findUnique({
    where: { id: artistId },
    select: { ownerId: true, owner: { select: { freeze: true, banned: true } } },
  });
  if (!artist || artist.owner.freeze || artist.owner.banned) throw new AppError('not_found', 'artistId');
  if (artist.ownerId === userId) throw new AppError('cannot_follow_own_artist', 'artistId');
  await prisma.artistFollow.upsert({
    where: { userId_artistId: { userId, artistId } },
    create: { userId, artistId },
    update: {},
  });
  return { following: true, followers: await followersOf(artistId) };
}

/** The user stops following the artist (not following it is a no-op). */
export async function unfollowArtist(userId: string, artistId: string): Promise<FollowState> {
  await getPrisma().artistFollow.deleteMany({ where: { userId, artistId } });
  return { following: false, followers: await followersOf(artistId) };
}

/** How many artists of PRO and Advanced accounts the user follows (their own never count): the submission's count. */
export function countFollowedProArtists(userId: string): Promise<number> {
  return countFollowed(getPrisma(), userId);
}

/**
 * PRO artists the user could follow, most followed first: neither their own nor already followed (unless
 * `includeFollowed`, for a step that shows follow and unfollow side by side). Cards as the catalogue shows them.
 */
export async function listProArtistsToFollow(
  userId: string,
  { limit = 12, offset = 0, includeFollowed = false }: { limit?: number; offset?: number; includeFollowed?: boolean } = {},
): Promise<{ artists: CatalogueArtist[]; total: number }> {
  return listCatalogue(
    { country: null, genre: null, sort: 'followers', page: 1 },
    { viewerId: userId, proOnly: true, excludeOwn: true, excludeFollowed: !includeFollowed, limit, offset },
  );
}

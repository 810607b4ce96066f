import {
  checkArtistLimit,
  isBlocked,
  readSocialLinks,
  readStoreArtistIds,
  type ArtistProfile,
  type FieldError,
  type Plan,
} from '@slipcase/domain';
import type { ServiceDeps } from '../deps';

/** Where an artist's profile picture is stored: always a JPEG, whatever was uploaded. */
export const artistImageKey = (artistId: string) => `artists/${artistId}/image.jpg`;

/** The picture's address, changing with every save so browsers never show an old one. */
export function artistImageUrl(artist: { id: string; imageKey: string | null; updatedAt: Date }): string | null {
  return artist.imageKey ? `/artists/${artist.id}/image?v=${artist.updatedAt.getTime()}` : null;
}

type Deps = Pick<ServiceDeps, 'prisma'>;

/** The account's artists for /artists, oldest first, with followers (the provider's count plus platform follows). */
export async function listMyArtists({ prisma }: Deps, ownerId: string) {
  const artists = await prisma.artist.findMany({
    where: { ownerId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      name: true,
      type: true,
      mainGenre: true,
      country: true,
      verified: true,
      followerCount: true,
      imageKey: true,
      updatedAt: true,
      _count: { select: { followers: true, releases: true } },
    },
  });
  return artists.map(({ followerCount, _count, imageKey, updatedAt, ...artist }) => ({
    ...artist,
    followers: followerCount + _count.followers,
    releases: _count.releases,
    imageUrl: artistImageUrl({ id: artist.id, imageKey, updatedAt }),
  }));
}

/** The whole profile for its owner's edit form (legal names included: the owner's own data), or null. */
export async function loadMyArtist({ prisma }: Deps, { ownerId, artistId }: { ownerId: string; artistId: string }) {
  const artist = await prisma.artist.findFirst({
    where: { id: artistId, ownerId },
    select: {
      id: true,
      name: true,
      type: true,
      mainGenre: true,
      style: true,
      biography: true,
      website: true,
      country: true,
      legalFirstName: true,
      legalLastName: true,
      socialLinks: true,
      providerProfile: true,
      requestNewProfile: true,
      storeProfiles: true,
      verified: true,
      imageKey: true,
      updatedAt: true,
    },
  });
  if (!artist) return null;
  const { imageKey, updatedAt, socialLinks, storeProfiles, ...profile } = artist;
  return {
    ...profile,
    socialLinks: readSocialLinks(socialLinks),
    storeProfiles: readStoreArtistIds(storeProfiles),
    imageUrl: artistImageUrl({ id: artist.id, imageKey, updatedAt }) };
}

/** How many profiles the account has, and the plan's refusal of one more (null while it allows more). */
export async function artistAllowance({ prisma }: Deps, { ownerId, plan }: { ownerId: string; plan: Plan }) {
  const count = await prisma.artist.count({ where: { ownerId } });
  const [limitError] = checkArtistLimit(plan, count, '');
  return { count, limitError: limitError ?? null };
}

/**
 * Makes an artist of the owner's unless the plan's last profile is used (`artist_limit`, on no field). One creation
 * at a time per account, so two at once cannot both take the plan's last profile.
 */
export async function createArtist(
  { prisma }: Deps,
  { ownerId, profile }: { ownerId: string; profile: ArtistProfile },
): Promise<{ errors: FieldError[] } | { id: string }> {
  return prisma.$transaction(async (tx) => {
    const [user] = await tx.$queryRaw<Array<{ plan: Plan }>>`SELECT plan FROM "User" WHERE id = ${ownerId} FOR UPDATE`;
    const limit = checkArtistLimit(user?.plan ?? 'free', await tx.artist.count({ where: { ownerId } }), '');
    if (limit.length > 0) return { errors: limit };
    return { id: (await tx.artist.create({ data: { ...profile, ownerId }, select: { id: true } })).id };
  });
}

/** Where an artist's picture is stored, when it is public: it has one and its account is not blocked. */
export async function publicArtistImageKey({ prisma }: Deps, artistId: string): Promise<string | null> {
  const artist = await prisma.artist.findUnique({
    where: { id: artistId },
    select: { imageKey: true, owner: { select: { freeze: true, banned: true } } },
  });
  return artist?.imageKey && !isBlocked(artist.owner) ? artist.imageKey : null;
}

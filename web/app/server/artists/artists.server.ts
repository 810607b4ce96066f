import { dirname, join } from 'node:path';
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { getPrisma } from '@slipcase/db';
import {
  ARTIST_IMAGE_MAX_BYTES,
  ARTIST_IMAGE_RECOMMENDED_PX,
  checkArtistImage,
  checkArtistLimit,
  checkArtistRemoval,
  INACTIVE_RELEASE_STATUSES,
  normalizeArtistProfile,
  readSocialLinks,
  type ArtistProfile,
  type FieldError,
  type Plan,
} from '@slipcase/domain';
import { inspectImage, resizeImage } from '@slipcase/plugin-contract';
import { defaultStorage } from '@slipcase/services';
import { artistSchema } from '../../lib/artist-schema';
import { encodeError } from '../../lib/error-messages';
import { withMultipartForm, type ReceivedFile } from '../uploads.server';

/** Where an artist's profile picture is stored: always a JPEG, whatever was uploaded. */
export const artistImageKey = (artistId: string) => `artists/${artistId}/image.jpg`;

/** The picture's address, changing with every save so browsers never show an old one. */
export function artistImageUrl(artist: { id: string; imageKey: string | null; updatedAt: Date }): string | null {
  return artist.imageKey ? `/artists/${artist.id}/image?v=${artist.updatedAt.getTime()}` : null;
}

export const artistsPath = '/artists';

/** The account's artists for /artists, oldest first, with followers (the provider's count plus platform follows). */
export async function listMyArtists(ownerId: string) {
  const artists = await getPrisma().artist.findMany({
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
export async function loadMyArtist(ownerId: string, artistId: string) {
  const artist = await getPrisma().artist.findFirst({
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
      verified: true,
      imageKey: true,
      updatedAt: true,
    },
  });
  if (!artist) return null;
  const { imageKey, updatedAt, socialLinks, ...profile } = artist;
  return { ...profile, socialLinks: readSocialLinks(socialLinks), imageUrl: artistImageUrl({ id: artist.id, imageKey, updatedAt }) };
}

/** How many more profiles the plan allows, for the list and the new-artist page. */
export async function artistAllowance(ownerId: string, plan: Plan) {
  const count = await getPrisma().artist.count({ where: { ownerId } });
  const [limitError] = checkArtistLimit(plan, count, '');
  return { count, limitError: limitError ? encodeError(limitError) : null };
}

export type ArtistFormResult =
  | { ok: true; artistId: string; name: string }
  | { ok: false; status: number; reply: SubmissionResult<string[]> };

function groupByField(errors: readonly FieldError[]): Record<string, string[]> {
  const grouped: Record<string, string[]> = {};
  for (const error of errors) (grouped[error.field] ??= []).push(encodeError(error));
  return grouped;
}

const failed = (status: number, error: Record<string, string[]>): ArtistFormResult => ({
  ok: false,
  status,
  reply: { status: 'error', error },
});

/** The uploaded picture checked with sharp and rewritten as a square JPEG of at most 1000 px without metadata. */
async function preparePicture(file: ReceivedFile): Promise<{ path: string } | { errors: FieldError[] }> {
  const errors = checkArtistImage(await inspectImage(file.path));
  if (errors.length > 0) return { errors };
  const path = join(dirname(file.path), 'profile-picture.jpg');
  await resizeImage(file.path, path, { sizePx: ARTIST_IMAGE_RECOMMENDED_PX, format: 'jpeg' });
  return { path };
}

/**
 * Makes an artist of the owner's unless the plan's last profile is used (`artist_limit`, on no field). One creation
 * at a time per account, so two at once cannot both take the plan's last profile.
 */
export async function createArtist(ownerId: string, profile: ArtistProfile): Promise<{ errors: FieldError[] } | { id: string }> {
  return getPrisma().$transaction(async (tx) => {
    const [user] = await tx.$queryRaw<Array<{ plan: Plan }>>`SELECT plan FROM "User" WHERE id = ${ownerId} FOR UPDATE`;
    const limit = checkArtistLimit(user?.plan ?? 'free', await tx.artist.count({ where: { ownerId } }), '');
    if (limit.length > 0) return { errors: limit };
    return { id: (await tx.artist.create({ data: { ...profile, ownerId }, select: { id: true } })).id };
  });
}

/**
 * Receives the artist form (multipart, the cropped picture streamed to a temporary file) and creates the artist
 * (`artistId` null) or updates the owner's artist. Refuses, with the form's errors: invalid fields, a picture that is
 * not a square JPEG/PNG of at least 300 px, and (creating) a plan's last profile already used (`artist_limit`).
 * An artist of somebody else is not found (404).
 */
export async function receiveArtistForm(
  request: Request,
  owner: { id: string },
  artistId: string | null,
): Promise<ArtistFormResult> {
  return withMultipartForm(request, { maxBytes: { image: ARTIST_IMAGE_MAX_BYTES + 1024 * 1024 } }, async (form) => {
    if (!form.ok) return failed(413, groupByField(checkArtistImage({ format: 'jpeg', width: 0, height: 0, sizeBytes: Infinity })));
    const submission = parseWithZod(form.formData, { schema: artistSchema });
    if (submission.status !== 'success') return { ok: false, status: 400, reply: submission.reply({ hideFields: ['image'] }) };

    const upload = form.file('image');
    const picture = upload && upload.size > 0 ? await preparePicture(upload) : null;
    if (picture && 'errors' in picture) {
      return { ok: false, status: 400, reply: submission.reply({ fieldErrors: groupByField(picture.errors), hideFields: ['image'] }) };
    }
    const { name = '', type = '', mainGenre = '' } = submission.value;
    const profile = normalizeArtistProfile({ ...submission.value, name, type, mainGenre });
    const data = profile;
    const prisma = getPrisma();
    let id: string;
    if (artistId === null) {
      const created = await createArtist(owner.id, data);
      if ('errors' in created) {
        return { ok: false, status: 403, reply: submission.reply({ formErrors: created.errors.map(encodeError), hideFields: ['image'] }) };
      }
      id = created.id;
    } else {
      const { count } = await prisma.artist.updateMany({ where: { id: artistId, ownerId: owner.id }, data });
      if (count === 0) throw new Response('Not found', { status: 404 });
      id = artistId;
    }
    if (picture) {
      const storage = defaultStorage();
      try {
        await storage.put(artistImageKey(id), picture.path);
      } catch (error) {
        console.error('[artists] the profile picture could not be stored', error);
        return failed(500, { image: ['upload_failed'] });
      }
      await prisma.artist.update({ where: { id }, data: { imageKey: artistImageKey(id) } });
    }
    return { ok: true, artistId: id, name: profile.name };
  });
}

export type RemovalResult =
  | { status: 'removed'; name: string }
  | { status: 'refused'; activeReleases: number; error: string }
  | { status: 'not_found' };

async function countActive(artistId: string): Promise<number> {
  return getPrisma().release.count({ where: { artistId, status: { notIn: [...INACTIVE_RELEASE_STATUSES] } } });
}

/**
 * Removes the owner's artist unless it has active releases (000 §4, §8: refused with their count). Its inactive
 * releases (drafts, removed, expired: INACTIVE_RELEASE_STATUSES) go with it, and their files and its picture leave
 * the storage. The artist's row is locked meanwhile, so no release can be created for it in between; a release
 * submitted in between keeps the artist (the foreign key refuses the deletion) and the removal is refused.
 */
export async function removeMyArtist(ownerId: string, artistId: string): Promise<RemovalResult> {
  const prisma = getPrisma();
  const refused = (activeReleases: number): RemovalResult => ({
    status: 'refused',
    activeReleases,
    error: encodeError(checkArtistRemoval(activeReleases)[0]!),
  });
  let outcome: { name: string; keys: string[] } | { active: number } | null;
  try {
    outcome = await prisma.$transaction(async (tx) => {
      const [artist] = await tx.$queryRaw<Array<{ name: string; imageKey: string | null }>>`
        SELECT name, "imageKey" FROM "Artist" WHERE id = ${artistId} AND "ownerId" = ${ownerId} FOR UPDATE`;
      if (!artist) return null;
      const active = await tx.release.count({ where: { artistId, status: { notIn: [...INACTIVE_RELEASE_STATUSES] } } });
      if (active > 0) return { active };
      const inactive = await tx.release.findMany({
        where: { artistId, status: { in: [...INACTIVE_RELEASE_STATUSES] } },
        select: { coverKey: true, tracks: { select: { audioKey: true } } },
      });
      await tx.release.deleteMany({ where: { artistId, status: { in: [...INACTIVE_RELEASE_STATUSES] } } });
      await tx.artist.delete({ where: { id: artistId } });
      const keys = inactive.flatMap((release) => [release.coverKey, ...release.tracks.map((track) => track.audioKey)]);
      return { name: artist.name, keys: [...keys, artist.imageKey].filter((key): key is string => Boolean(key)) };
    });
  } catch (error) {
    // P2003: a release became active in between and still points at the artist.
    if ((error as { code?: unknown } | null)?.code !== 'P2003') throw error;
    return refused(await countActive(artistId));
  }
  if (outcome === null) return { status: 'not_found' };
  if ('active' in outcome) return refused(outcome.active);
  const storage = defaultStorage();
  await Promise.all(
    outcome.keys.map((key) =>
      storage.remove(key).catch((error: unknown) => console.error(`[artists] could not remove ${key}`, error)),
    ),
  );
  return { status: 'removed', name: outcome.name };
}

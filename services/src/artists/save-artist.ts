import { dirname, join } from 'node:path';
import { ARTIST_IMAGE_RECOMMENDED_PX, checkArtistImage, type ArtistProfile, type FieldError } from '@slipcase/domain';
import { inspectImage, resizeImage } from '@slipcase/plugin-contract';
import type { ServiceDeps } from '../deps';
import { artistPageChanged } from '../artist-pages/artist-page-changed';
import { artistImageKey, createArtist } from './profiles';

/** The uploaded picture checked with sharp and rewritten as a square JPEG of at most 1000 px without metadata. */
export async function prepareArtistPicture(uploadPath: string): Promise<{ path: string } | { errors: FieldError[] }> {
  const errors = checkArtistImage(await inspectImage(uploadPath));
  if (errors.length > 0) return { errors };
  const path = join(dirname(uploadPath), 'profile-picture.jpg');
  await resizeImage(uploadPath, path, { sizePx: ARTIST_IMAGE_RECOMMENDED_PX, format: 'jpeg' });
  return { path };
}

export type SaveArtistOutcome =
  | { ok: true; artistId: string }
  /** The plan's last profile is already used (creating). */
  | { ok: false; kind: 'limit'; errors: FieldError[] }
  /** No artist of the owner's has that id (updating). */
  | { ok: false; kind: 'not_found' }
  /** The profile is saved, but its picture could not be stored. */
  | { ok: false; kind: 'picture_not_stored' };

/**
 * Creates the artist (`artistId` null) or updates the owner's artist with a checked profile, then stores the
 * prepared picture, if any (prepareArtistPicture), as its image.
 */
export async function saveArtist(
  deps: Pick<ServiceDeps, 'prisma' | 'storage'>,
  input: { ownerId: string; artistId: string | null; profile: ArtistProfile; picturePath: string | null },
): Promise<SaveArtistOutcome> {
  const { prisma, storage } = deps;
  const { ownerId, artistId, profile, picturePath } = input;
  let id: string;
  if (artistId === null) {
    const created = await createArtist(deps, { ownerId, profile });
    if ('errors' in created) return { ok: false, kind: 'limit', errors: created.errors };
    id = created.id;
  } else {
    const { count } = await prisma.artist.updateMany({ where: { id: artistId, ownerId }, data: profile });
    if (count === 0) return { ok: false, kind: 'not_found' };
    id = artistId;
  }
  if (picturePath && !(await storeArtistPicture({ prisma, storage }, id, picturePath))) return { ok: false, kind: 'picture_not_stored' };
  // The artist page shows the profile's name, bio, picture and links.
  const page = await prisma.artistPage.findUnique({ where: { artistId: id }, select: { handle: true } });
  if (page) await artistPageChanged(prisma, page.handle);
  return { ok: true, artistId: id };
}

/** Stores a prepared picture (prepareArtistPicture) as the artist's image; false when storage refused it. */
export async function storeArtistPicture(deps: Pick<ServiceDeps, 'prisma' | 'storage'>, artistId: string, picturePath: string): Promise<boolean> {
  try {
    await deps.storage.put(artistImageKey(artistId), picturePath);
  } catch (error) {
    console.error('[artists] the profile picture could not be stored', error);
    return false;
  }
  await deps.prisma.artist.update({ where: { id: artistId }, data: { imageKey: artistImageKey(artistId) } });
  return true;
}

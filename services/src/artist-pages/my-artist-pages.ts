import { AppError, checkArtistPage, DEFAULT_PAGE_LOOK, normalizeHandle, suggestHandle } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { isUniqueViolation } from '../database/unique-violation';
import { artistImageUrl } from '../artists/profiles';
import { artistPageChanged } from './artist-page-changed';

type Deps = Pick<ServiceDeps, 'prisma'>;

export interface MyArtistPageRow {
  artistId: string;
  artistName: string;
  imageUrl: string | null;
  /** The artist's page, or null when it has none yet (with a handle suggested from the name). */
  page: { id: string; handle: string; updatedAt: string } | null;
  suggestedHandle: string | null;
}

/** `/tools/slipcase-me`: each of the owner's artists, with its page or a handle to start one with. */
export async function listMyArtistPages({ prisma }: Deps, { ownerId }: { ownerId: string }): Promise<MyArtistPageRow[]> {
  const artists = await prisma.artist.findMany({
    where: { ownerId },
    orderBy: { createdAt: 'asc' },
    select: { id: true, name: true, imageKey: true, updatedAt: true, page: { select: { id: true, handle: true, updatedAt: true } } },
  });
  return artists.map((artist) => ({
    artistId: artist.id,
    artistName: artist.name,
    imageUrl: artistImageUrl(artist),
    page: artist.page ? { id: artist.page.id, handle: artist.page.handle, updatedAt: artist.page.updatedAt.toISOString() } : null,
    suggestedHandle: artist.page ? null : suggestHandle(artist.name),
  }));
}

/**
 * Starts the page of one of the owner's artists at /me/{handle}, in the default look. Refuses: an artist that is
 * not the owner's (`not_found`), one that has a page already (`invalid_transition`), a handle of the wrong shape
 * (`invalid_handle`) or used by another page (`handle_taken`).
 */
export async function createArtistPage(
  { prisma }: Deps,
  input: { ownerId: string; artistId: string; handle: string },
): Promise<{ pageId: string; handle: string }> {
  const artist = await prisma.artist.findFirst({ where: { id: input.artistId, ownerId: input.ownerId }, select: { id: true, page: { select: { id: true } } } });
  if (!artist) throw new AppError('not_found', 'artistId');
  if (artist.page) throw new AppError('invalid_transition', 'artistId');
  const [error] = checkArtistPage({ handle: input.handle, ...DEFAULT_PAGE_LOOK }, 'free');
  if (error) throw new AppError(error.code, error.field, error.params);
  const handle = normalizeHandle(input.handle);
  try {
    const page = await prisma.artistPage.create({ data: { artistId: artist.id, handle, ...DEFAULT_PAGE_LOOK }, select: { id: true } });
    await artistPageChanged(prisma, handle);
    return { pageId: page.id, handle };
  } catch (caught) {
    if (isUniqueViolation(caught)) throw new AppError('handle_taken', 'handle', { handle });
    throw caught;
  }
}

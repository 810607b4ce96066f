import { AppError, checkSmartLinkSlug, suggestedSlug } from '@slipcase/domain';
import { artistPageChanged } from '../artist-pages/artist-page-changed';
import { isUniqueViolation } from '../database/unique-violation';
import type { ServiceDeps } from '../deps';
import { LIVE_RELEASE_STATUSES, storeLinkEntries } from './smart-link-entries';
import { ownedSmartLink, type SmartLinkView } from './smart-link-view';

/**
 * Makes the smart link of a published release (one per release: asking again returns the one there is), its
 * buttons the stores that have the release, by the links their deliveries recorded. A chosen address that another
 * link has is `smartlink_slug_taken`; without one, the release's suggested address gets a number if it is taken.
 * The artist's Slipcase.Me page, which links the release to it, is rendered again.
 */
export async function createSmartLink(
  deps: Pick<ServiceDeps, 'prisma' | 'stores'>,
  input: { userId: string; releaseId: string; slug?: string },
): Promise<SmartLinkView> {
  const { prisma } = deps;
  const chosen = input.slug === undefined || input.slug === '' ? null : checkSmartLinkSlug(input.slug);
  const release = await prisma.release.findFirst({
    where: { id: input.releaseId, ownerId: input.userId },
    select: { id: true, title: true, upc: true, status: true, artist: { select: { name: true, page: { select: { handle: true } } } }, smartLink: { select: { id: true } } },
  });
  if (!release) throw new AppError('not_found', 'releaseId');
  if (release.smartLink) return ownedSmartLink(prisma, { userId: input.userId, smartLinkId: release.smartLink.id });
  if (!(LIVE_RELEASE_STATUSES as readonly string[]).includes(release.status)) throw new AppError('smartlink_not_published', 'releaseId');
  if (release.upc.trim() === '') throw new AppError('smartlink_no_distribution_key', 'releaseId');

  const entries = await storeLinkEntries(prisma, deps.stores, release.id);
  const base = chosen ?? suggestedSlug(release.artist.name, release.title);
  for (let attempt = 1; ; attempt += 1) {
    const slug = attempt === 1 ? base : `${base.slice(0, 56).replace(/-+$/, '')}-${attempt}`;
    try {
      const created = await prisma.smartLink.create({
        data: {
          releaseId: release.id,
          slug,
          entries: { create: entries.map((entry, position) => ({ ...entry, position })) },
        },
        select: { id: true },
      });
      if (release.artist.page) await artistPageChanged(prisma, release.artist.page.handle);
      return await ownedSmartLink(prisma, { userId: input.userId, smartLinkId: created.id });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Two requests for the same release: the other one made it.
      const made = await prisma.smartLink.findUnique({ where: { releaseId: release.id }, select: { id: true } });
      if (made) return ownedSmartLink(prisma, { userId: input.userId, smartLinkId: made.id });
      if (chosen !== null) throw new AppError('smartlink_slug_taken', 'slug');
      if (attempt >= 20) throw new AppError('smartlink_slug_taken', 'slug');
    }
  }
}

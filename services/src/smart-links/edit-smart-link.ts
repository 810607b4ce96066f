import { AppError, checkCustomLink, nextCustomKey } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { storeLinkEntries } from './smart-link-entries';
import { ownedSmartLink, smartLinkChanged, type SmartLinkView } from './smart-link-view';

type Deps = Pick<ServiceDeps, 'prisma'>;
interface Owned {
  userId: string;
  smartLinkId: string;
}

/** Shows or hides one button of the page. */
export async function setSmartLinkEntryActive(deps: Deps, input: Owned & { key: string; active: boolean }): Promise<SmartLinkView> {
  const link = await ownedSmartLink(deps.prisma, input);
  const { count } = await deps.prisma.smartLinkEntry.updateMany({ where: { smartLinkId: link.id, key: input.key }, data: { active: input.active } });
  if (count === 0) throw new AppError('not_found', 'key');
  await smartLinkChanged(deps.prisma, link.slug);
  return ownedSmartLink(deps.prisma, input);
}

/** 001 §5: a platform name and a valid http(s) URL; added after the other buttons. */
export async function addCustomLink(deps: Deps, input: Owned & { name: string; url: string }): Promise<SmartLinkView> {
  const custom = checkCustomLink(input);
  const link = await ownedSmartLink(deps.prisma, input);
  const rows = await deps.prisma.smartLinkEntry.findMany({ where: { smartLinkId: link.id }, select: { key: true, position: true } });
  await deps.prisma.smartLinkEntry.create({
    data: { smartLinkId: link.id, key: nextCustomKey(rows.map((row) => row.key)), custom: true, ...custom, position: Math.max(-1, ...rows.map((row) => row.position)) + 1 },
  });
  await smartLinkChanged(deps.prisma, link.slug);
  return ownedSmartLink(deps.prisma, input);
}

/** Removes a custom link (a store's button is hidden instead: it comes back with the store). */
export async function removeCustomLink(deps: Deps, input: Owned & { key: string }): Promise<SmartLinkView> {
  const link = await ownedSmartLink(deps.prisma, input);
  const { count } = await deps.prisma.smartLinkEntry.deleteMany({ where: { smartLinkId: link.id, key: input.key, custom: true } });
  if (count === 0) throw new AppError('not_found', 'key');
  await smartLinkChanged(deps.prisma, link.slug);
  return ownedSmartLink(deps.prisma, input);
}

/**
 * Reads the release's store links again: a store that took the release since gets its button (shown), a store's
 * new address replaces the old one, a store that no longer has the release loses its button. Custom links and
 * what the artist hid stay as they are.
 */
export async function refreshSmartLink(deps: Pick<ServiceDeps, 'prisma' | 'stores'>, input: Owned): Promise<SmartLinkView> {
  const link = await ownedSmartLink(deps.prisma, input);
  await syncStoreEntries(deps, link.id, link.release.id);
  await smartLinkChanged(deps.prisma, link.slug);
  return ownedSmartLink(deps.prisma, input);
}

/** What a new store link calls (recordStoreLinks): the release's smart link, if it has one, refreshed. */
export async function refreshReleaseSmartLink(deps: Pick<ServiceDeps, 'prisma' | 'stores'>, input: { releaseId: string }): Promise<void> {
  const link = await deps.prisma.smartLink.findUnique({ where: { releaseId: input.releaseId }, select: { id: true, slug: true } });
  if (!link) return;
  await syncStoreEntries(deps, link.id, input.releaseId);
  await smartLinkChanged(deps.prisma, link.slug);
}

async function syncStoreEntries(deps: Pick<ServiceDeps, 'prisma' | 'stores'>, smartLinkId: string, releaseId: string): Promise<void> {
  const { prisma } = deps;
  const fresh = await storeLinkEntries(prisma, deps.stores, releaseId);
  await prisma.$transaction(async (tx) => {
    const rows = await tx.smartLinkEntry.findMany({ where: { smartLinkId }, select: { key: true, custom: true, position: true } });
    const stale = rows.filter((row) => !row.custom && !fresh.some((entry) => entry.key === row.key)).map((row) => row.key);
    await tx.smartLinkEntry.deleteMany({ where: { smartLinkId, key: { in: stale } } });
    let next = Math.max(-1, ...rows.map((row) => row.position)) + 1;
    for (const entry of fresh) {
      const known = rows.find((row) => row.key === entry.key && !row.custom);
      if (known) await tx.smartLinkEntry.update({ where: { smartLinkId_key: { smartLinkId, key: entry.key } }, data: { name: entry.name, url: entry.url } });
      else await tx.smartLinkEntry.create({ data: { smartLinkId, ...entry, position: next++ } });
    }
  });
}

import type { PrismaClient } from '@slipcase/db';
import { SENT_STATUSES } from '@slipcase/domain';
import type { StorePlugin } from '@slipcase/plugin-contract';
import { refreshReleaseSmartLink } from '../smart-links/edit-smart-link';

/**
 * Once a release is live, each store that took it without giving a link in its acknowledgement gets the one its
 * plugin's URL rule makes. Sandbox deliveries get none: nothing was sent there. Returns the stores linked now.
 */
export async function recordStoreLinks(
  deps: { prisma: PrismaClient; stores: readonly StorePlugin[] },
  input: { releaseId: string },
): Promise<{ linked: string[] }> {
  const release = await deps.prisma.release.findUniqueOrThrow({
    where: { id: input.releaseId },
    select: {
      upc: true,
      title: true,
      artist: { select: { name: true } },
      deliveries: { where: { kind: 'new', status: { in: [...SENT_STATUSES] }, sandbox: false, storeUrl: null }, select: { id: true, store: true } },
    },
  });
  const linked: string[] = [];
  for (const delivery of release.deliveries) {
    const rule = deps.stores.find((store) => store.id === delivery.store)?.storeUrl;
    if (!rule) continue;
    const storeUrl = rule({ upc: release.upc, title: release.title, artist: release.artist.name });
    await deps.prisma.delivery.update({ where: { id: delivery.id }, data: { storeUrl } });
    linked.push(delivery.store);
  }
  // A new store link is a new button on the release's smart link, and its public page changes.
  if (linked.length > 0) await refreshReleaseSmartLink(deps, input);
  return { linked };
}

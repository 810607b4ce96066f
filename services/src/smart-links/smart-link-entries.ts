import type { PrismaClient } from '@slipcase/db';
import { storeStandings, type PlatformTier } from '@slipcase/domain';

export interface StoreLinkEntry {
  key: string;
  name: string;
  url: string;
}

/** The statuses in which a release is in the stores, so has store links worth sharing. */
export const LIVE_RELEASE_STATUSES = ['published', 'takedown_requested'] as const;

/**
 * The store links of the stores that have the release now (storeStandings), from what its deliveries recorded (an
 * acknowledgement's link or the plugin's URL rule), named as the installation names the store.
 */
export async function storeLinkEntries(prisma: PrismaClient, stores: readonly Pick<PlatformTier, 'id' | 'name'>[], releaseId: string): Promise<StoreLinkEntry[]> {
  const deliveries = await prisma.delivery.findMany({
    where: { releaseId },
    orderBy: { startedAt: 'asc' },
    select: { store: true, kind: true, status: true, ackStatus: true, storeUrl: true },
  });
  const inStore = new Set(storeStandings(deliveries.map((delivery) => ({ ...delivery, answered: delivery.ackStatus !== null }))).filter((standing) => standing.inStore).map((standing) => standing.store));
  const urls = new Map<string, string>();
  for (const delivery of deliveries) if (delivery.storeUrl && inStore.has(delivery.store)) urls.set(delivery.store, delivery.storeUrl);
  return [...urls]
    .map(([key, url]) => ({ key, url, name: stores.find((store) => store.id === key)?.name ?? key }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

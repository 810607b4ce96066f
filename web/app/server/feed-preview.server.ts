import { getPrisma } from '@slipcase/db';
import { readSettings } from '@slipcase/domain';
import { buildNewReleaseMessage, type DeliveryRelease, type StoreProfile } from '@slipcase/plugin-contract';
import { loadDeliveryRelease } from '@slipcase/services/deliveries/delivery-release';
import { previewContext } from '@slipcase/services/deliveries/preview-context';
import { defaultStorageDir } from '@slipcase/services';
import { primaryStore } from './stores.server';

/**
 * The ERN 4.3 NewReleaseMessage a store would get for the release, as the delivery activity builds it, in memory.
 * Marked as a test message with its own id, so it can never be taken for a delivery; the delivered files'
 * technical details (hashes of the transcoded audio and cover) are only known at delivery, so the media files are
 * not read. Throws FeedInputError for data no feed can carry, RangeError for a store profile without deals.
 */
export function previewMessage(release: DeliveryRelease, store: Pick<StoreProfile, 'recipient' | 'requirements' | 'feed'>, now: Date): string {
  return buildNewReleaseMessage({
    release,
    context: previewContext(release.releaseId, now, readSettings(process.env)),
    recipient: store.recipient,
    territories: store.requirements.territories,
    deals: store.feed.deals,
  });
}

/** The feed the first store would get for the release, built from the database. */
export async function buildFeedPreview(releaseId: string, now: Date): Promise<{ upc: string; xml: string }> {
  const store = await primaryStore();
  const release = await loadDeliveryRelease(getPrisma(), releaseId, defaultStorageDir());
  return { upc: release.upc, xml: previewMessage(release, store, now) };
}

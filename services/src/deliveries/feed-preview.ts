import type { Settings } from '@slipcase/domain';
import { buildNewReleaseMessage, type DeliveryRelease, type StoreProfile } from '@slipcase/plugin-contract';
import { previewContext } from './preview-context';

export type PreviewStore = Pick<StoreProfile, 'recipient' | 'requirements' | 'feed'> & Partial<Pick<StoreProfile, 'id'>>;

/**
 * The ERN 4.3 NewReleaseMessage a store would get for the release, as the delivery activity builds it, in memory.
 * Marked as a test message with its own id, so it can never be taken for a delivery; the delivered files'
 * technical details (hashes of the transcoded audio and cover) are only known at delivery, so the media files are
 * not read. Throws FeedInputError for data no feed can carry, RangeError for a store profile without deals.
 */
export function previewMessage(
  deps: { settings: Pick<Settings, 'ddexSenderDpid' | 'ddexSenderName'>; now: Date },
  input: { release: DeliveryRelease; store: PreviewStore },
): string {
  const { release, store } = input;
  return buildNewReleaseMessage({
    release,
    context: previewContext(release.releaseId, deps.now, deps.settings),
    recipient: store.recipient,
    storeId: store.id,
    territories: store.requirements.territories,
    deals: store.feed.deals,
  });
}

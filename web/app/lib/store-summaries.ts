import { storeState, type ReleaseStatus, type StoreState } from '@slipcase/domain';
import type { DeliveryView } from '@slipcase/services/releases/release-view';

/** One store as everybody reads it on the release page: its state in plain words, its link, sandbox or not. */
export interface StoreSummary {
  store: string;
  storeName: string;
  state: StoreState;
  /** The store's reason, when it rejected the release. */
  reason: string | null;
  /** The release's page in the store, while it is live there. */
  storeUrl: string | null;
  /** Nothing was sent to this store: its feeds stay in a folder of the installation. */
  sandbox: boolean;
}

/** Each store the release went to, once, in the order it first went there, as its latest delivery leaves it. */
export function storeSummaries(
  deliveries: readonly DeliveryView[],
  releaseStatus: ReleaseStatus,
  names: Readonly<Record<string, string>>,
): StoreSummary[] {
  const latest = new Map<string, DeliveryView>();
  for (const delivery of deliveries) latest.set(delivery.store, delivery);
  return [...latest.values()].map((delivery) => {
    const state = storeState({ kind: delivery.kind, status: delivery.status, answered: delivery.acknowledgement !== null }, releaseStatus);
    // The link lives on the release's own delivery; a takedown's row has none.
    const link = deliveries.findLast((each) => each.store === delivery.store && each.storeUrl)?.storeUrl ?? null;
    const { acknowledgement } = delivery;
    return {
      store: delivery.store,
      storeName: names[delivery.store] ?? delivery.store,
      state,
      reason: state === 'rejected' && acknowledgement ? (acknowledgement.detail ?? acknowledgement.status) : null,
      storeUrl: state === 'live' ? link : null,
      sandbox: delivery.sandbox,
    };
  });
}

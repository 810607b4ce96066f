import { storeStandings, storeState, type ReleaseStatus, type StoreState } from '@slipcase/domain';
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

/** Each store the release went to, once, in the order it first went there, as where it stands there (storeStandings). */
export function storeSummaries(
  deliveries: readonly DeliveryView[],
  releaseStatus: ReleaseStatus,
  names: Readonly<Record<string, string>>,
): StoreSummary[] {
  const standings = storeStandings(deliveries.map((delivery) => ({ ...delivery, answered: delivery.acknowledgement !== null })));
  return standings.map((standing) => {
    const { store } = standing;
    const state = storeState(standing, releaseStatus);
    const ofStore = deliveries.filter((delivery) => delivery.store === store);
    const latest = ofStore[ofStore.length - 1];
    // The link lives on the release's own delivery; a takedown's row has none.
    const link = ofStore.findLast((delivery) => delivery.storeUrl)?.storeUrl ?? null;
    const acknowledgement = latest?.acknowledgement;
    return {
      store,
      storeName: names[store] ?? store,
      state,
      reason: state === 'rejected' && acknowledgement ? (acknowledgement.detail ?? acknowledgement.status) : null,
      storeUrl: state === 'live' ? link : null,
      sandbox: latest?.sandbox ?? false,
    };
  });
}

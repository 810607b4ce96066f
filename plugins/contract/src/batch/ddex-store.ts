import type { StorePlugin } from '../store-plugin';
import { deliverBatch } from './deliver-batch';
import type { Transport } from './transport';

export type StoreProfile = Omit<StorePlugin, 'deliver'>;

/** A store that takes DDEX ERN 4.3 batches through a transport: most stores are a profile and a transport. */
export function createDdexStore(profile: StoreProfile, transport: Transport, options: { workRoot?: string } = {}): StorePlugin {
  return {
    ...profile,
    deliver: (release, context) => deliverBatch({ release, context, store: profile, transport, workRoot: options.workRoot }),
  };
}

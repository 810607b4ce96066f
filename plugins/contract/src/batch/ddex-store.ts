import type { StorePlugin, StoreProfile } from '../store-plugin';
import { deliverBatch } from './deliver-batch';
import type { Transport } from './transport';

/** A store that takes DDEX ERN 4.3 batches through a transport: most stores are a profile and a transport. */
export function createDdexStore(profile: StoreProfile, transport: Transport, options: { workRoot?: string } = {}): StorePlugin {
  return {
    ...profile,
    transport: { kind: transport.kind, location: transport.location('') },
    deliver: (release, context) => deliverBatch({ release, context, store: profile, transport, workRoot: options.workRoot }),
  };
}

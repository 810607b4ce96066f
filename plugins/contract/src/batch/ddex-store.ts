import type { StorePlugin, StoreProfile } from '../store-plugin';
import { deliverBatch } from './deliver-batch';
import { readBatchAcknowledgements } from './read-acknowledgements';
import { trendFileReader, type TrendSource } from './read-trend-file';
import type { Transport } from './transport';

/**
 * A store that takes DDEX ERN 4.3 batches through a transport: most stores are a profile and a transport. It reads
 * the store's acknowledgements back when the profile says the store writes them and the transport can list and read;
 * through a transport that cannot, it declares none, so nothing waits for an answer it cannot read.
 */
export function createDdexStore(profile: StoreProfile, transport: Transport, options: { workRoot?: string; trends?: TrendSource } = {}): StorePlugin {
  const { list, read } = transport;
  const readable = profile.capabilities.acknowledgements && list && read && { list: list.bind(transport), read: read.bind(transport) };
  // Trend files come through the delivery transport's `trends/` folder unless another source is given (sandbox mode).
  const readTrendFile = profile.capabilities.trends ? trendFileReader(options.trends ?? { transport, dir: 'trends' }) : null;
  return {
    ...profile,
    capabilities: { ...profile.capabilities, acknowledgements: Boolean(readable), trends: Boolean(readTrendFile) },
    transport: { kind: transport.kind, location: transport.location('') },
    deliver: (release, context) => deliverBatch({ release, context, store: profile, transport, workRoot: options.workRoot }),
    ...(readable && { readAcknowledgements: (batchId: string) => readBatchAcknowledgements(readable, batchId) }),
    ...(readTrendFile && { readTrendFile }),
  };
}

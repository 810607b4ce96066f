import { sampleProfile } from '@slipcase/plugin-contract/registry/sample-profile';
import type { Acknowledgement, DeliveryContext, DeliveryRelease, StorePlugin } from '@slipcase/plugin-contract';

export interface FakeStoreOptions {
  id?: string;
  /** The first `failures` deliveries throw, as a store that is down would. */
  failures?: number;
  /** How long each delivery takes. */
  delayMs?: number;
  maxConcurrentDeliveries?: number;
  /** What the store answers when asked for acknowledgements, given the delivery's message id; none: it does not acknowledge. */
  acknowledge?: (messageId: string, askedBefore: number) => Omit<Acknowledgement, 'messageId' | 'file' | 'createdAt'> | null;
  /** The store takes updates of a release it has (its capability); true unless said otherwise. */
  updates?: boolean;
}

export interface FakeStore {
  store: StorePlugin;
  calls: Array<{ release: DeliveryRelease; context: DeliveryContext }>;
  /** The most deliveries that ran at once. */
  peakConcurrency: () => number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A store standing in for a remote service (outside Slipcase, so a fake is fair): it reports the steps a real
 * plugin reports, can fail, be slow and acknowledge or reject, and counts how many deliveries overlap.
 */
export function fakeStore(options: FakeStoreOptions = {}): FakeStore {
  const id = options.id ?? 'flaky';
  const calls: FakeStore['calls'] = [];
  const asked = new Map<string, number>();
  let running = 0;
  let peak = 0;
  const store: StorePlugin = {
    ...sampleProfile(id, {
      name: id[0]?.toUpperCase() + id.slice(1),
      capabilities: { acknowledgements: Boolean(options.acknowledge), takedowns: true, updates: options.updates ?? true },
      maxConcurrentDeliveries: options.maxConcurrentDeliveries ?? 4,
    }),
    transport: { kind: 'folder', location: '/landing' },
    async deliver(release, context) {
      calls.push({ release, context });
      running += 1;
      peak = Math.max(peak, running);
      try {
        await context.onStep?.('built');
        if (options.delayMs) await pause(options.delayMs);
        if (calls.length <= (options.failures ?? 0)) throw new Error('connection reset by store');
        for (const step of ['validated', 'uploaded', 'manifest_written'] as const) await context.onStep?.(step);
        const batchId = `B-${context.deliveryId}`;
        return { batchId, messageId: `M-${context.deliveryId}`, location: `/landing/${batchId}`, files: [] };
      } finally {
        running -= 1;
      }
    },
    async readAcknowledgements(batchId) {
      const messageId = `M-${batchId.slice(2)}`;
      const count = asked.get(messageId) ?? 0;
      asked.set(messageId, count + 1);
      const answer = options.acknowledge?.(messageId, count);
      return answer ? [{ ...answer, messageId, file: `ACK_${messageId}.xml`, createdAt: '2027-01-01T00:00:00Z' }] : [];
    },
  };
  return { store, calls, peakConcurrency: () => peak };
}

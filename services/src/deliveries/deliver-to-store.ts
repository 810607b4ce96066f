import { isSent, type Settings } from '@slipcase/domain';
import type { PrismaClient } from '@slipcase/db';
import { acknowledges, type DeliveryContext, type StorePlugin } from '@slipcase/plugin-contract';
import { updateResend } from '../updates/apply-revision';
import { loadDeliveryRelease } from './delivery-release';
import { recordDeliveryEvent } from './delivery-events';
import { deliveryRow } from './delivery-row';
import { storePluginOf } from './store-plugin-of';

export interface DeliverToStoreInput {
  releaseId: string;
  /** The store plugin's id. */
  store: string;
  /**
   * Id of the Delivery row, minted by the workflow: the same for every retry, so retries reuse one row and one feed
   * (ids and timestamps in the feed come from it), and a later delivery gets a new one.
   */
  deliveryId: string;
  /** 'new' (default) sends the release; 'update' sends it again with only changed media; 'takedown' its deals ended, without media. */
  kind?: 'new' | 'update' | 'takedown';
}

export interface DeliveredToStore {
  deliveryId: string;
  batchId: string;
  messageId: string;
  location: string;
  /** The store writes acknowledgements back and this plugin can read them: the workflow waits for one. */
  awaitsAcknowledgement?: boolean;
}

/** What a running delivery reports to: a heartbeat (so a dead worker is noticed) and the attempt number. */
export interface DeliveryProgress {
  heartbeat(details?: unknown): void;
  attempt(): number;
}

export interface DeliverToStoreDeps {
  prisma: PrismaClient;
  stores: readonly StorePlugin[];
  settings: Settings;
  storageDir: string;
  /** A delivery takes minutes: its completion is stamped when it completes. */
  clock: () => Date;
  progress?: DeliveryProgress;
}

/**
 * Hands a release to one store through its plugin, records the Delivery row's progress and each step on the
 * store's timeline, and heartbeats throughout, so that a worker killed mid-delivery is noticed and the retry
 * rewrites the same batch (its id comes from the row) rather than a second one. A delivery already sent returns its
 * receipt. A failure is recorded on the row and thrown: an AppError (incomplete release, invalid feed) will not heal
 * by retrying; anything else may.
 */
export async function deliverToStore(deps: DeliverToStoreDeps, input: DeliverToStoreInput): Promise<DeliveredToStore> {
  const { prisma, progress } = deps;
  const kind = input.kind ?? 'new';
  const plugin = storePluginOf(deps.stores, input.store);
  const receiptOf = (sent: { id: string; batchId: string; messageId: string; location: string }): DeliveredToStore => ({
    deliveryId: sent.id,
    batchId: sent.batchId,
    messageId: sent.messageId,
    location: sent.location,
    awaitsAcknowledgement: acknowledges(plugin),
  });

  const row = await deliveryRow(prisma, { id: input.deliveryId, releaseId: input.releaseId, store: input.store, kind, sandbox: plugin.sandbox ?? false });
  if (isSent(row.status) && row.batchId && row.messageId && row.location) {
    return receiptOf({ id: row.id, batchId: row.batchId, messageId: row.messageId, location: row.location });
  }
  if (row.status !== 'delivering') {
    await prisma.delivery.update({ where: { id: row.id }, data: { status: 'delivering', error: null } });
  }

  // Transcoding a long album takes a while between steps: keep the heartbeat going meanwhile.
  const beat = setInterval(() => progress?.heartbeat(), Math.max(1000, (deps.settings.deliveryHeartbeatSeconds * 1000) / 3));
  try {
    const release = await loadDeliveryRelease(prisma, input.releaseId, deps.storageDir);
    const context: DeliveryContext = {
      deliveryId: row.id,
      createdAt: row.startedAt.toISOString(),
      sender: { dpid: deps.settings.ddexSenderDpid, name: deps.settings.ddexSenderName },
      kind,
      ...(kind === 'update' && { resend: await updateResend(prisma, input.releaseId) }),
      isTest: false,
      onStep: async (step) => {
        progress?.heartbeat(step);
        await recordDeliveryEvent(prisma, { deliveryId: row.id, step });
      },
    };
    const { batchId, messageId, location } = await plugin.deliver(release, context);
    await prisma.delivery.update({
      where: { id: row.id },
      data: { status: 'delivered', batchId, messageId, location, error: null, sandbox: plugin.sandbox ?? false, completedAt: deps.clock() },
    });
    return receiptOf({ id: row.id, batchId, messageId, location });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await prisma.delivery.update({ where: { id: row.id }, data: { status: 'failed', error: message } });
    await recordDeliveryEvent(prisma, { deliveryId: row.id, step: 'failed', detail: `attempt ${progress?.attempt() ?? 1}: ${message}` });
    throw error;
  } finally {
    clearInterval(beat);
  }
}

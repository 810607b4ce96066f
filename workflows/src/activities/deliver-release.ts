import { ApplicationFailure } from '@temporalio/common';
import { isAppError, isSent, type Settings } from '@slipcase/domain';
import type { PrismaClient } from '@slipcase/db';
import { acknowledges, type DeliveryContext, type StorePlugin } from '@slipcase/plugin-contract';
import { loadDeliveryRelease } from '@slipcase/services/deliveries/delivery-release';
import { recordDeliveryEvent } from '@slipcase/services/deliveries/delivery-events';
import { deliveryRow } from '@slipcase/services/deliveries/delivery-row';
import { updateResend } from '@slipcase/services/updates/apply-revision';

export interface DeliverReleaseInput {
  releaseId: string;
  /** The store plugin's id. */
  store: string;
  /**
   * Id of the Delivery row, minted by the workflow: the same for every retry of this activity, so retries
   * reuse one row and one feed (ids and timestamps in the feed come from it), and a later delivery gets a new one.
   */
  deliveryId: string;
  /** 'new' (default) sends the release; 'update' sends it again with only changed media; 'takedown' its deals ended, without media. */
  kind?: 'new' | 'update' | 'takedown';
}

export interface DeliverReleaseResult {
  deliveryId: string;
  batchId: string;
  messageId: string;
  location: string;
  /** The store writes acknowledgements back and this plugin can read them: the workflow waits for one. */
  awaitsAcknowledgement?: boolean;
}

/** What the running activity offers: a heartbeat (so a dead worker is noticed) and the attempt number. */
export interface ActivityProgress {
  heartbeat(details?: unknown): void;
  attempt(): number;
}

export interface DeliverDeps {
  prisma: PrismaClient;
  stores: readonly StorePlugin[];
  settings: Settings;
  storageDir: string;
  /** Absent outside an activity (direct calls in tests). */
  progress?: ActivityProgress;
}

export function findStore(stores: readonly StorePlugin[], id: string): StorePlugin {
  const plugin = stores.find((store) => store.id === id);
  if (!plugin) throw ApplicationFailure.nonRetryable(`No store plugin '${id}' is configured`, 'unknown_store');
  return plugin;
}

/**
 * Hands a release to one store through its plugin, records the Delivery row's progress and each step on the
 * store's timeline, and heartbeats throughout, so that a worker killed mid-delivery is noticed within the
 * heartbeat timeout and the retry rewrites the same batch (its id comes from the row) rather than a second one.
 */
export async function deliverRelease(deps: DeliverDeps, input: DeliverReleaseInput): Promise<DeliverReleaseResult> {
  const { prisma, progress } = deps;
  const kind = input.kind ?? 'new';
  const plugin = findStore(deps.stores, input.store);

  const row = await deliveryRow(prisma, { id: input.deliveryId, releaseId: input.releaseId, store: input.store, kind, sandbox: plugin.sandbox ?? false });
  if (isSent(row.status) && row.batchId && row.messageId && row.location) {
    return {
      deliveryId: row.id,
      batchId: row.batchId,
      messageId: row.messageId,
      location: row.location,
      awaitsAcknowledgement: acknowledges(plugin),
    };
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
    const receipt = await plugin.deliver(release, context);
    await prisma.delivery.update({
      where: { id: row.id },
      data: {
        status: 'delivered',
        batchId: receipt.batchId,
        messageId: receipt.messageId,
        location: receipt.location,
        error: null,
        sandbox: plugin.sandbox ?? false,
        completedAt: new Date(),
      },
    });
    return {
      deliveryId: row.id,
      batchId: receipt.batchId,
      messageId: receipt.messageId,
      location: receipt.location,
      awaitsAcknowledgement: acknowledges(plugin),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await prisma.delivery.update({ where: { id: row.id }, data: { status: 'failed', error: message } });
    await recordDeliveryEvent(prisma, { deliveryId: row.id, step: 'failed', detail: `attempt ${progress?.attempt() ?? 1}: ${message}` });
    // A business error (incomplete release, invalid feed) will not heal by retrying; anything else may.
    if (isAppError(error)) throw ApplicationFailure.nonRetryable(message, error.code);
    throw error;
  } finally {
    clearInterval(beat);
  }
}

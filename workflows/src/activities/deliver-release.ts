import { ApplicationFailure } from '@temporalio/common';
import { isAppError, type Settings } from '@slipcase/domain';
import type { PrismaClient } from '@slipcase/db';
import type { DeliveryContext, StorePlugin } from '@slipcase/plugin-contract';
import { loadDeliveryRelease } from './delivery-release';

export interface DeliverReleaseInput {
  releaseId: string;
  /** The store plugin's id. */
  store: string;
  /**
   * Id of the Delivery row, minted by the workflow: the same for every retry of this activity, so retries
   * reuse one row and one feed (ids and timestamps in the feed come from it), and a later delivery gets a new one.
   */
  deliveryId: string;
  /** 'new' (default) sends the release; 'takedown' sends its deals ended, without media. */
  kind?: 'new' | 'takedown';
}

export interface DeliverReleaseResult {
  deliveryId: string;
  batchId: string;
  messageId: string;
  location: string;
}

export interface DeliverDeps {
  prisma: PrismaClient;
  stores: readonly StorePlugin[];
  settings: Settings;
  storageDir: string;
}

/** Hands a release to one store through its plugin and records the Delivery row's progress. */
export async function deliverRelease(deps: DeliverDeps, input: DeliverReleaseInput): Promise<DeliverReleaseResult> {
  const { prisma } = deps;
  const kind = input.kind ?? 'new';
  const plugin = deps.stores.find((store) => store.id === input.store);
  if (!plugin) throw ApplicationFailure.nonRetryable(`No store plugin '${input.store}' is configured`, 'unknown_store');

  const row = await prisma.delivery.upsert({
    where: { id: input.deliveryId },
    create: { id: input.deliveryId, releaseId: input.releaseId, store: input.store, kind, status: 'delivering' },
    update: {},
  });
  if (row.status === 'delivered' && row.batchId && row.messageId && row.location) {
    return { deliveryId: row.id, batchId: row.batchId, messageId: row.messageId, location: row.location };
  }
  if (row.status !== 'delivering') {
    await prisma.delivery.update({ where: { id: row.id }, data: { status: 'delivering', error: null } });
  }

  try {
    const release = await loadDeliveryRelease(prisma, input.releaseId, deps.storageDir);
    const context: DeliveryContext = {
      deliveryId: row.id,
      createdAt: row.startedAt.toISOString(),
      sender: { dpid: deps.settings.ddexSenderDpid, name: deps.settings.ddexSenderName },
      kind,
      isTest: false,
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
        completedAt: new Date(),
      },
    });
    return { deliveryId: row.id, batchId: receipt.batchId, messageId: receipt.messageId, location: receipt.location };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await prisma.delivery.update({ where: { id: row.id }, data: { status: 'failed', error: message } });
    // A business error (incomplete release, invalid feed) will not heal by retrying; anything else may.
    if (isAppError(error)) throw ApplicationFailure.nonRetryable(message, error.code);
    throw error;
  }
}

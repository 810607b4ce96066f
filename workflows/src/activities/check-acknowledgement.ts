import { ApplicationFailure } from '@temporalio/common';
import type { PrismaClient } from '@slipcase/db';
import { isAcknowledged } from '@slipcase/domain';
import type { StorePlugin } from '@slipcase/plugin-contract';
import { findStore } from './deliver-release';

export interface CheckAcknowledgementInput {
  deliveryId: string;
  store: string;
}

export interface AcknowledgementCheck {
  status: 'waiting' | 'accepted' | 'rejected';
  /** The store's status code and error text. */
  detail?: string;
}

/**
 * Looks for the store's acknowledgement of a delivered batch and records it once: the Delivery row becomes
 * acknowledged (or failed, with the store's reason) and the timeline gets the step. Asking again returns what
 * was recorded.
 */
export async function checkAcknowledgement(
  deps: { prisma: PrismaClient; stores: readonly StorePlugin[] },
  input: CheckAcknowledgementInput,
): Promise<AcknowledgementCheck> {
  const { prisma } = deps;
  const row = await prisma.delivery.findUniqueOrThrow({ where: { id: input.deliveryId } });
  const describe = (status: string, errorText?: string | null) => [status, errorText].filter(Boolean).join(': ');
  if (row.ackStatus) {
    return { status: isAcknowledged(row.status) ? 'accepted' : 'rejected', detail: describe(row.ackStatus, row.ackDetail) };
  }
  const plugin = findStore(deps.stores, input.store);
  if (!row.batchId || !plugin.readAcknowledgements) {
    throw ApplicationFailure.nonRetryable(`Delivery ${row.id} has no batch to acknowledge`, 'invalid_transition');
  }
  const acknowledgements = await plugin.readAcknowledgements(row.batchId);
  const ack = acknowledgements.find((candidate) => candidate.messageId === row.messageId);
  if (!ack) return { status: 'waiting' };

  const detail = describe(ack.status, ack.errorText);
  const status = ack.accepted ? 'accepted' : 'rejected';
  await prisma.$transaction([
    prisma.delivery.update({
      where: { id: row.id },
      data: {
        ackStatus: ack.status,
        ackDetail: ack.errorText ?? null,
        status: ack.accepted ? 'acknowledged' : 'failed',
        ...(ack.accepted && ack.url && { storeUrl: ack.url }),
        ...(!ack.accepted && { error: `${plugin.name} rejected the delivery: ${detail}` }),
      },
    }),
    prisma.deliveryEvent.create({ data: { deliveryId: row.id, step: ack.accepted ? 'acknowledged' : 'rejected', detail } }),
  ]);
  return { status, detail };
}

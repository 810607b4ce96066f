import type { PrismaClient } from '@slipcase/db';
import { AppError, isAcknowledged } from '@slipcase/domain';
import type { StorePlugin } from '@slipcase/plugin-contract';
import { storePluginOf } from './store-plugin-of';

export interface CheckAcknowledgementInput {
  deliveryId: string;
  store: string;
}

export interface AcknowledgementCheck {
  status: 'waiting' | 'accepted' | 'rejected';
  /** The store's status code and error text. */
  detail?: string;
}

const describe = (status: string, errorText?: string | null) => [status, errorText].filter(Boolean).join(': ');

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
  if (row.ackStatus) {
    return { status: isAcknowledged(row.status) ? 'accepted' : 'rejected', detail: describe(row.ackStatus, row.ackDetail) };
  }
  const plugin = storePluginOf(deps.stores, input.store);
  if (!row.batchId || !plugin.readAcknowledgements) {
    throw new AppError('invalid_transition', 'status', {}, `Delivery ${row.id} has no batch to acknowledge`);
  }
  const acknowledgements = await plugin.readAcknowledgements(row.batchId);
  const ack = acknowledgements.find((candidate) => candidate.messageId === row.messageId);
  if (!ack) return { status: 'waiting' };

  const detail = describe(ack.status, ack.errorText);
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
  return { status: ack.accepted ? 'accepted' : 'rejected', detail };
}

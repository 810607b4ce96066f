import type { PrismaClient } from '@slipcase/db';
import { batchIdFor } from '@slipcase/plugin-contract';

export interface DeliveryRowInput {
  /** Minted by the workflow: the same for every retry of the delivery. */
  id: string;
  releaseId: string;
  store: string;
  kind: 'new' | 'update' | 'takedown';
  /** The store runs in sandbox mode: nothing is sent to it. */
  sandbox?: boolean;
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === 'P2002';

/**
 * The Delivery row of a delivery, made on its first attempt and found again on every retry. Its creation time
 * names the batch folder (`YYYYMMDDhhmmssnnn`), so two deliveries to one store made in the same millisecond would
 * share a folder, and the second manifest would replace the first: the unique (store, batchId) index refuses
 * that, and the later one moves on by a millisecond.
 */
export async function deliveryRow(prisma: PrismaClient, input: DeliveryRowInput) {
  const now = Date.now();
  for (let offset = 0; offset < 1000; offset++) {
    const existing = await prisma.delivery.findUnique({ where: { id: input.id } });
    if (existing) return existing;
    const startedAt = new Date(now + offset);
    try {
      return await prisma.delivery.create({
        data: { ...input, status: 'delivering', startedAt, batchId: batchIdFor(startedAt.toISOString()) },
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error(`No free batch id for delivery ${input.id} to ${input.store}`);
}

import type { PrismaClient } from '@slipcase/db';
import type { TAKEDOWN_UNCONFIRMED_STEP } from '@slipcase/domain';

/** Steps of a store's delivery timeline: the plugin's own (DeliveryStep) and what comes after or instead. */
export type DeliveryTimelineStep =
  | 'built'
  | 'validated'
  | 'uploaded'
  | 'manifest_written'
  | 'acknowledged'
  | 'rejected'
  | 'ack_timeout'
  | typeof TAKEDOWN_UNCONFIRMED_STEP
  | 'failed';

export interface DeliveryEventInput {
  deliveryId: string;
  step: DeliveryTimelineStep;
  detail?: string;
}

/** Records one step of a store's delivery on its timeline. */
export async function recordDeliveryEvent(prisma: PrismaClient, input: DeliveryEventInput): Promise<void> {
  await prisma.deliveryEvent.create({ data: { deliveryId: input.deliveryId, step: input.step, detail: input.detail ?? null } });
}

import type { Settings } from '@slipcase/domain';
import type { PrismaClient } from '@slipcase/db';
import type { StorePlugin } from '@slipcase/plugin-contract';
import {
  deliverToStore,
  type DeliveredToStore,
  type DeliveryProgress,
  type DeliverToStoreInput,
} from '@slipcase/services/deliveries/deliver-to-store';
import { refusingWithoutRetry } from './refusal';

export type DeliverReleaseInput = DeliverToStoreInput;
export type DeliverReleaseResult = DeliveredToStore;
export type ActivityProgress = DeliveryProgress;

export interface DeliverDeps {
  prisma: PrismaClient;
  stores: readonly StorePlugin[];
  settings: Settings;
  storageDir: string;
  /** Absent outside an activity (direct calls in tests). */
  progress?: ActivityProgress;
}

/**
 * The activity over the service deliverToStore: a business error (incomplete release, invalid feed, unknown store)
 * fails without retry, anything else is retried; the activity heartbeats, so a worker killed mid-delivery is noticed
 * within the heartbeat timeout and the retry rewrites the same batch.
 */
export const deliverRelease = (deps: DeliverDeps, input: DeliverReleaseInput): Promise<DeliverReleaseResult> =>
  refusingWithoutRetry(() => deliverToStore({ ...deps, clock: () => new Date() }, input));

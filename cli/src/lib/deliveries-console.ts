import { config } from '@slipcase/config';
import type { PrismaClient } from '@slipcase/db';
import { acknowledgingStores } from '@slipcase/plugin-contract/acknowledges';
import { deliveryConsole, resendDelivery, retryDelivery, type DeliveryConsole } from '@slipcase/services';
import { storeProfiles } from '@slipcase/services/stores/store-catalog';
import { resolveOperator } from './operators';
import { lazyTemporalClient, reachingTemporal } from './temporal';
import { localServiceDeps, localUseCaseDeps } from './use-case-deps';
import type { DeliveryRemedyResult } from './deliveries/delivery-desk-for';

/** The console's lists, as the operator `as` (else SLIPCASE_OPERATOR, else the only operator) sees them. */
export async function deliveriesList(prisma: PrismaClient, as: string | undefined): Promise<DeliveryConsole> {
  const operator = await resolveOperator(prisma, as);
  const acknowledging = acknowledgingStores(await storeProfiles(config().env));
  return deliveryConsole(await localServiceDeps(prisma), { operatorId: operator.id, acknowledging });
}

/** Retries a store's failed delivery, or resends a release to a store, as an operator. */
export async function remedyFromCli(
  prisma: PrismaClient,
  intent: 'retry' | 'resend',
  input: { releaseId: string; store: string; as?: string },
): Promise<DeliveryRemedyResult> {
  const operator = await resolveOperator(prisma, input.as);
  const deps = await localUseCaseDeps(prisma, { client: lazyTemporalClient() });
  const request = { releaseId: input.releaseId, store: input.store, operatorId: operator.id, via: 'cli' as const };
  if (intent === 'retry') {
    await reachingTemporal(() => retryDelivery(deps, request));
    return { releaseId: input.releaseId, store: input.store, operator: operator.username };
  }
  const started = await reachingTemporal(() => resendDelivery(deps, request));
  return { releaseId: input.releaseId, store: input.store, operator: operator.username, workflowId: started.workflowId };
}

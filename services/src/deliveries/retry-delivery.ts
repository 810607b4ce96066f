import { setTimeout as delay } from 'node:timers/promises';
import { AppError, deliveryRemedy, isAppError } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { decideOnRelease } from '../lifecycle/release-status';
import type { Channel, DeliveryState, DeliveryWorkflows } from '../ports/workflows';
import { requireOperator } from '../review/require-operator';

export interface DeliveryRequest {
  releaseId: string;
  store: string;
  operatorId: string;
  via: Channel;
}

/** How long a retry waits for the workflow to hear of a failure the database records already, and how often it asks. */
export const RETRY_CATCH_UP = { ms: 20_000, everyMs: 500 };

/** Whether the store's latest delivery of the release, as the database has it, failed. */
async function failedInDatabase(prisma: ServiceDeps['prisma'], releaseId: string, store: string): Promise<boolean> {
  const latest = await prisma.delivery.findFirst({ where: { releaseId, store }, orderBy: { startedAt: 'desc' }, select: { status: true } });
  return latest?.status === 'failed';
}

/**
 * Retries a store's failed delivery, as an operator: the workflow that sent it (the release's while in process, its
 * takedown's while requested) runs that store's delivery again. Returns that workflow's deliveries.
 */
export async function retryDelivery(
  deps: Pick<ServiceDeps, 'prisma'> & { deliveries: DeliveryWorkflows },
  input: DeliveryRequest,
): Promise<DeliveryState[]> {
  await requireOperator(deps.prisma, input.operatorId);
  const release = await deps.prisma.release.findUnique({ where: { id: input.releaseId }, select: { status: true } });
  if (!release) throw new AppError('not_found', 'releaseId');
  const kind = release.status === 'takedown_requested' ? 'takedown' : 'new';
  const remedy = deliveryRemedy({ releaseStatus: release.status, kind, failed: true });
  if (remedy.action !== 'retry') throw new AppError('invalid_transition', 'status', { status: release.status });
  const { store, operatorId, via } = input;
  const send = () =>
    decideOnRelease(deps.prisma, input.releaseId, () =>
      deps.deliveries.retry({ releaseId: input.releaseId, workflow: remedy.workflow }, { store, operatorId, via }),
    );
  // The delivery records its failure before its workflow hears of it (the console shows it failed a moment
  // earlier): while the two disagree, ask the workflow again rather than refuse the operator.
  for (const deadline = Date.now() + RETRY_CATCH_UP.ms; ; ) {
    try {
      return await send();
    } catch (error) {
      const behind = isAppError(error) && error.code === 'delivery_not_failed' && Date.now() < deadline;
      if (!behind || !(await failedInDatabase(deps.prisma, input.releaseId, store))) throw error;
      await delay(RETRY_CATCH_UP.everyMs);
    }
  }
}

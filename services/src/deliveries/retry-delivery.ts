import { AppError, deliveryRemedy } from '@slipcase/domain';
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
  return decideOnRelease(deps.prisma, input.releaseId, () =>
    deps.deliveries.retry({ releaseId: input.releaseId, workflow: remedy.workflow }, { store, operatorId, via }),
  );
}

import { AppError, deliveryRemedy } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import type { DeliveryWorkflows, StartedWorkflow } from '../ports/workflows';
import { requireOperator } from '../review/require-operator';
import type { DeliveryRequest } from './retry-delivery';

/**
 * Sends a release the stores have (approved or published) to one store it went to again, as an operator: the store
 * lost it, or an earlier resend failed. Numbered by the store's deliveries so far, so a double click finds the
 * resend already running instead of starting a second one.
 */
export async function resendDelivery(
  deps: Pick<ServiceDeps, 'prisma'> & { deliveries: DeliveryWorkflows },
  input: DeliveryRequest,
): Promise<StartedWorkflow> {
  await requireOperator(deps.prisma, input.operatorId);
  const release = await deps.prisma.release.findUnique({ where: { id: input.releaseId }, select: { status: true } });
  if (!release) throw new AppError('not_found', 'releaseId');
  const sent = await deps.prisma.delivery.count({ where: { releaseId: input.releaseId, store: input.store, kind: 'new' } });
  if (sent === 0 || deliveryRemedy({ releaseStatus: release.status, kind: 'new', failed: false }).action !== 'resend') {
    throw new AppError('delivery_not_resendable', 'store');
  }
  return deps.deliveries.resend({ releaseId: input.releaseId, store: input.store, n: sent });
}

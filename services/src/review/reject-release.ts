import { AppError, checkRejection } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { decideOnRelease, requireRelease } from '../lifecycle/release-status';
import type { Channel, RejectionDecision, ReleaseWorkflowState, ReleaseWorkflows } from '../ports/workflows';
import { requireOperator } from './require-operator';

/**
 * Rejects a release in review, as an operator, naming one or more reopening reasons (codes of the domain's
 * catalogue); returns the workflow's state once the rejection is recorded, with until when it may be reopened.
 */
export async function rejectRelease(
  deps: Pick<ServiceDeps, 'prisma'> & { releases: ReleaseWorkflows },
  input: { releaseId: string; operatorId: string; via: Channel; reasonCodes: string[]; note?: string },
): Promise<ReleaseWorkflowState> {
  await requireOperator(deps.prisma, input.operatorId);
  const [problem] = checkRejection({ reasonCodes: input.reasonCodes });
  if (problem) throw new AppError(problem.code, problem.field, problem.params);
  await requireRelease(deps.prisma, input.releaseId, 'in_review');
  const note = input.note?.trim() || undefined;
  const decision: RejectionDecision = { operatorId: input.operatorId, via: input.via, reasonCodes: [...new Set(input.reasonCodes)], note };
  return decideOnRelease(deps.prisma, input.releaseId, () => deps.releases.reject(input.releaseId, decision));
}

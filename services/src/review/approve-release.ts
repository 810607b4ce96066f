import type { ServiceDeps } from '../deps';
import { decideOnRelease, requireRelease } from '../lifecycle/release-status';
import type { ReleaseWorkflowState, ReleaseWorkflows, ReviewDecision } from '../ports/workflows';
import { requireOperator } from './require-operator';

/** Approves a release in review, as an operator; returns the workflow's state once the approval is recorded. */
export async function approveRelease(
  deps: Pick<ServiceDeps, 'prisma'> & { releases: ReleaseWorkflows },
  input: { releaseId: string; operatorId: string; via: ReviewDecision['via']; note?: string },
): Promise<ReleaseWorkflowState> {
  await requireOperator(deps.prisma, input.operatorId);
  await requireRelease(deps.prisma, input.releaseId, 'in_review');
  const decision: ReviewDecision = { operatorId: input.operatorId, via: input.via, note: input.note };
  return decideOnRelease(deps.prisma, input.releaseId, () => deps.releases.approve(input.releaseId, decision));
}

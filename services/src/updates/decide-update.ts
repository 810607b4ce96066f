import { AppError } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { WorkflowNotRunningError, type Channel, type ReleaseUpdateState, type ReleaseUpdateWorkflows } from '../ports/workflows';
import { requireOperator } from '../review/require-operator';
import type { ReleaseUpdateChanges } from './revision-changes';
import { discardStagedCover } from './stage-update-cover';

export interface UpdateDecisionInput {
  revisionId: string;
  operatorId: string;
  via: Channel;
  note?: string;
}

/** Sends an operator's decision on an update waiting for review to its workflow; refused once it is decided. */
async function decide(
  deps: Pick<ServiceDeps, 'prisma'> & { updates: ReleaseUpdateWorkflows },
  input: UpdateDecisionInput,
  decision: 'approve' | 'reject',
): Promise<ReleaseUpdateState> {
  await requireOperator(deps.prisma, input.operatorId);
  const revision = await deps.prisma.releaseRevision.findUnique({ where: { id: input.revisionId } });
  if (!revision) throw new AppError('not_found', 'revisionId');
  if (revision.status !== 'pending_review') throw new AppError('invalid_transition', 'status', { status: revision.status });
  const note = input.note?.trim();
  const sent = { operatorId: input.operatorId, via: input.via, ...(note && { note }) };
  try {
    return await deps.updates[decision](revision.releaseId, revision.number, sent);
  } catch (error) {
    if (error instanceof WorkflowNotRunningError) throw new AppError('invalid_transition', 'status', { status: revision.status });
    throw error;
  }
}

/** An operator approves an update: it is applied and sent to the stores. */
export const approveReleaseUpdate = (deps: Parameters<typeof decide>[0], input: UpdateDecisionInput) => decide(deps, input, 'approve');

/**
 * An operator rejects an update: the release stays as the stores have it, and a new cover the update proposed is
 * removed from storage (when `storage` is given), as nothing will ever use it.
 */
export async function rejectReleaseUpdate(
  deps: Parameters<typeof decide>[0] & Partial<Pick<ServiceDeps, 'storage'>>,
  input: UpdateDecisionInput,
): Promise<ReleaseUpdateState> {
  const state = await decide(deps, input, 'reject');
  if (deps.storage && state.status === 'rejected') {
    const revision = await deps.prisma.releaseRevision.findUnique({ where: { id: input.revisionId }, select: { changes: true } });
    await discardStagedCover({ storage: deps.storage }, (revision?.changes as ReleaseUpdateChanges | undefined)?.cover);
  }
  return state;
}

import type { ServiceDeps } from '../deps';
import type { Channel, TakedownWorkflowState, TakedownWorkflows } from '../ports/workflows';
import { decideOnRelease, requireRelease } from './release-status';

/** The owner cancels a takedown before it is processed: the release is published again. Returns the takedown's state. */
export async function cancelTakedown(
  deps: Pick<ServiceDeps, 'prisma'> & { takedowns: TakedownWorkflows },
  input: { releaseId: string; userId: string; via: Channel },
): Promise<TakedownWorkflowState> {
  await requireRelease(deps.prisma, input.releaseId, 'takedown_requested', input.userId);
  return decideOnRelease(deps.prisma, input.releaseId, () => deps.takedowns.cancel(input.releaseId, { userId: input.userId, via: input.via }));
}

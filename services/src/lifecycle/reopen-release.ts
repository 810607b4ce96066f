import { AppError } from '@slipcase/domain';
import type { Channel, ReleaseWorkflowState, ReleaseWorkflows } from '../ports/workflows';
import { checkStoredRelease, loadReleaseToCheck, type StoredCheckDeps } from '../submission/stored-release';
import { decideOnRelease } from './release-status';

/**
 * The owner reopens a rejected release once it is fixed; its review starts again. The release must pass the
 * submission's rules as it now stands (not the monthly limit: it is the same release), and goes to the stores
 * chosen now. Returns the workflow's state.
 */
export async function reopenRelease(
  deps: StoredCheckDeps & { releases: ReleaseWorkflows },
  input: { releaseId: string; userId: string; via: Channel },
): Promise<ReleaseWorkflowState> {
  const release = await loadReleaseToCheck(deps.prisma, input);
  if (release.status !== 'rejected') throw new AppError('invalid_transition', 'status', { status: release.status });
  const { stores } = await checkStoredRelease(deps, release, { monthlyLimit: false });
  return decideOnRelease(deps.prisma, input.releaseId, () => deps.releases.reopen(input.releaseId, { userId: input.userId, via: input.via, stores }));
}

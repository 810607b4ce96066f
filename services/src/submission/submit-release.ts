import { AppError } from '@slipcase/domain';
import type { Channel, ReleaseWorkflows, StartedWorkflow } from '../ports/workflows';
import { releaseLabels } from '../lifecycle/release-labels';
import { checkStoredRelease, loadReleaseToCheck, storeChoice, type StoreChoice, type StoredCheckDeps } from './stored-release';

export interface SubmittedRelease extends StartedWorkflow, StoreChoice {}

/**
 * Submits a draft release for review by starting its workflow, once every rule of 001 §5 passes on the stored
 * release (checkStoredRelease, the monthly limit included): the same check for the web, /v1 and the CLI.
 * Submitting again (a double click, a retried CLI call) returns the workflow already running instead of
 * starting a second one.
 */
export async function submitRelease(
  deps: StoredCheckDeps & { releases: ReleaseWorkflows },
  input: { releaseId: string; userId: string; via?: Channel },
): Promise<SubmittedRelease> {
  const release = await loadReleaseToCheck(deps.prisma, input);
  if (release.status !== 'draft') {
    const running = await deps.releases.running(release.id);
    if (running) return { ...running, ...storeChoice(release, deps.stores) };
    throw new AppError('invalid_transition', 'status', { status: release.status });
  }
  const choice = await checkStoredRelease(deps, release, { monthlyLimit: true });
  const started = await deps.releases.start({
    releaseId: release.id,
    submittedBy: input.userId,
    via: input.via ?? 'web',
    stores: choice.stores,
    labels: releaseLabels(release),
  });
  return { ...started, ...choice };
}

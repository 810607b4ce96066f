import type { PrismaClient } from '@slipcase/db';
import type { ReleaseStatus } from '@slipcase/domain';
import type { BoundUseCase, reopenRelease } from '@slipcase/services';
import { explainStatusRefusal, requireOwnedRelease } from './owned-release';
import { statusLabel } from './status-label';
import { STATUS_REFUSALS } from './status-refusals';

export interface ReopenDeps {
  prisma: PrismaClient;
  /** The workflow client's reopenRelease; only reached once the user and the release were checked. */
  reopen: BoundUseCase<typeof reopenRelease>;
}

export interface ReopeningResult {
  releaseId: string;
  title: string;
  user: string;
  status: ReleaseStatus;
  statusLabel: string;
}

/** The owner reopens a rejected release: its workflow records it and sends it back to review. */
export async function reopenAsUser(deps: ReopenDeps, input: { releaseId: string; as: string | undefined }): Promise<ReopeningResult> {
  const { user, release } = await requireOwnedRelease(deps.prisma, input);
  const state = await deps.reopen({ releaseId: release.id, userId: user.id, via: 'cli' }).catch((error: unknown) => {
    throw explainStatusRefusal(error, (status) => STATUS_REFUSALS.reopen(release.id, status));
  });
  return { releaseId: release.id, title: release.title, user: user.username, status: state.status, statusLabel: statusLabel(state.status) };
}

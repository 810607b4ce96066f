import type { PrismaClient } from '@slipcase/db';
import { AppError, type ReleaseStatus } from '@slipcase/domain';
import type { BoundUseCase, submitRelease } from '@slipcase/services';
import { ReleaseCheckError } from '@slipcase/services/releases/release-draft';
import { InvalidInputError } from './invalid-input';
import { errorMessage } from './messages';
import { requireReleaseView } from './releases';
import { statusLabel } from './status-label';
import { STATUS_REFUSALS } from './status-refusals';
import { requireActingUser } from './users';

export interface SubmitDeps {
  prisma: PrismaClient;
  /** The workflow client's submitRelease; only reached once the user and the release were checked. */
  submit: BoundUseCase<typeof submitRelease>;
}

export interface SubmissionResult {
  releaseId: string;
  title: string;
  user: string;
  workflowId: string;
  /** Null from a server: `/v1` does not say which run of the workflow it started. */
  runId: string | null;
  /** The stores the release goes to. */
  stores: string[];
  /** Premium-only stores the user picked that the free plan does not reach: left out, with a warning. */
  droppedStores: string[];
  /** Stores left out because they take a bigger cover than the release has. */
  coverTooSmallFor: string[];
}

/**
 * Submits a user's draft for review by starting its workflow. Who acts and whose release it is are checked
 * against the database first, so those refusals need no Temporal; the service submitRelease decides the rest
 * (the status, a workflow already running, what the release still lacks).
 */
export async function submitAsUser(
  deps: SubmitDeps,
  input: { releaseId: string; as: string | undefined },
): Promise<SubmissionResult> {
  const user = await requireActingUser(deps.prisma, input.as);
  const release = await requireReleaseView(deps.prisma, input.releaseId);
  if (release.owner.id !== user.id) {
    throw new AppError(
      'permission_denied',
      'releaseId',
      {},
      `Permission denied: release ${release.id} belongs to ${release.owner.username}, not ${user.username}`,
    );
  }

  try {
    const { workflowId, runId, stores, droppedStores, coverTooSmallFor } = await deps.submit({
      releaseId: release.id,
      userId: user.id,
      via: 'cli',
    });
    return { releaseId: release.id, title: release.title, user: user.username, workflowId, runId, stores, droppedStores, coverTooSmallFor };
  } catch (error) {
    // Several problems: each on its own `<field>: <message>` line (exit 5), as `release create` lists its input's.
    if (error instanceof ReleaseCheckError && error.code === 'release_incomplete') {
      throw new InvalidInputError(error.errors.map(({ field, code, params }) => ({ field, code, message: errorMessage(code, params) })));
    }
    if (error instanceof AppError && error.code === 'invalid_transition' && error.message === error.code) {
      const status = String(error.params.status ?? release.status) as ReleaseStatus;
      throw new AppError(
        error.code,
        error.field,
        error.params,
        STATUS_REFUSALS.submit(release.id, statusLabel(status)),
      );
    }
    throw error;
  }
}

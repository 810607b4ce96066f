import type { PrismaClient } from '@slipcase/db';
import { AppError, type ReleaseStatus } from '@slipcase/domain';
import type { ReleaseView } from '@slipcase/services/releases/release-view';
import { requireReleaseView } from './releases';
import { statusLabel } from './status-label';
import { requireActingUser, type ActingUser } from './users';

/**
 * The acting user (`--as`, else SLIPCASE_USER) and their release: who acts and whose release it is are checked
 * against the database, so those refusals need no Temporal.
 */
export async function requireOwnedRelease(
  prisma: PrismaClient,
  input: { releaseId: string; as: string | undefined },
): Promise<{ user: ActingUser; release: ReleaseView }> {
  const user = await requireActingUser(prisma, input.as);
  const release = await requireReleaseView(prisma, input.releaseId);
  if (release.owner.id !== user.id) {
    throw new AppError(
      'permission_denied',
      'releaseId',
      {},
      `Permission denied: release ${release.id} belongs to ${release.owner.username}, not ${user.username}`,
    );
  }
  return { user, release };
}

/**
 * A refusal by the workflow client that the release is not in the status the action needs, reworded for the
 * command line by `explain` from the status's label; other errors, and refusals that name no status, as they are.
 */
export function explainStatusRefusal(error: unknown, explain: (status: string) => string): unknown {
  if (!(error instanceof AppError) || error.code !== 'invalid_transition') return error;
  const { status } = error.params;
  if (typeof status !== 'string') return error;
  return new AppError(error.code, error.field, error.params, explain(statusLabel(status as ReleaseStatus)));
}

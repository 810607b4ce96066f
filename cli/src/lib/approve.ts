import type { PrismaClient } from '@slipcase/db';
import { AppError, canTransition, type ReleaseStatus } from '@slipcase/domain';
import type { BoundUseCase, approveRelease } from '@slipcase/services';
import type { DeliveryState } from '@slipcase/workflows/contracts';
import { resolveOperator } from './operators';
import { requireReleaseView } from './releases';
import { statusLabel } from './status-label';
import { STATUS_REFUSALS } from './status-refusals';

export interface ApproveDeps {
  prisma: PrismaClient;
  /** The workflow client's approveRelease; only reached once every local check passed. */
  approve: BoundUseCase<typeof approveRelease>;
}

export interface ApprovalResult {
  releaseId: string;
  title: string;
  operator: string;
  status: ReleaseStatus;
  statusLabel: string;
  deliveries: DeliveryState[];
}

/**
 * Approves a release in review as an operator. Who acts and whether the release may be approved are checked
 * against the database first, so a refusal needs no Temporal; the workflow then records the approval.
 */
export async function approveAsOperator(
  deps: ApproveDeps,
  input: { releaseId: string; as?: string },
): Promise<ApprovalResult> {
  const operator = await resolveOperator(deps.prisma, input.as);
  const release = await requireReleaseView(deps.prisma, input.releaseId);
  if (!canTransition(release.status, 'in_process', 'operator')) {
    throw new AppError(
      'invalid_transition',
      'releaseId',
      { status: release.status },
      STATUS_REFUSALS.review(release.id, statusLabel(release.status)),
    );
  }

  let state;
  try {
    state = await deps.approve({ releaseId: release.id, operatorId: operator.id, via: 'cli' });
  } catch (error) {
    // The workflow had the last word (another operator was quicker, or it was never started).
    if (error instanceof AppError && error.message === error.code) {
      const message =
        error.code === 'not_found'
          ? `Release ${release.id} has no running workflow: it was never submitted`
          : `Release ${release.id} cannot be approved now (${error.code})`;
      throw new AppError(error.code, error.field, error.params, message);
    }
    throw error;
  }
  return {
    releaseId: release.id,
    title: release.title,
    operator: operator.username,
    status: state.status,
    statusLabel: statusLabel(state.status),
    deliveries: state.deliveries,
  };
}

import type { PrismaClient } from '@slipcase/db';
import { REOPENING_REASONS, checkRejection, type ReleaseStatus } from '@slipcase/domain';
import type { BoundUseCase, rejectRelease } from '@slipcase/services';
import { InvalidInputError } from './invalid-input';
import { errorMessage } from './messages';
import { resolveOperator } from './operators';
import { explainStatusRefusal } from './owned-release';
import { requireReleaseView } from './releases';
import { statusLabel } from './status-label';
import { STATUS_REFUSALS } from './status-refusals';

export interface RejectDeps {
  prisma: PrismaClient;
  /** The workflow client's rejectRelease; only reached once the reasons, the operator and the release were checked. */
  reject: BoundUseCase<typeof rejectRelease>;
}

export interface RejectionResult {
  releaseId: string;
  title: string;
  operator: string;
  status: ReleaseStatus;
  statusLabel: string;
  reasonCodes: string[];
  note: string | null;
  /** Until when the artist may reopen it (ISO instant). */
  reopenBy: string | null;
}

/** The reasons given, checked against the catalogue: every unknown code is reported at once, as `--reason`. */
export function checkReasonFlags(reasonCodes: string[]): void {
  const problems = checkRejection({ reasonCodes }).map((problem) => {
    const given = reasonCodes[Number(problem.field.split('.')[1])];
    const message =
      problem.code === 'invalid_choice'
        ? `Unknown reopening reason "${given}". One of: ${REOPENING_REASONS.map((reason) => reason.code).join(', ')}`
        : `${errorMessage(problem.code)} Give one or more with --reason <code>.`;
    return { field: 'reason', code: problem.code, message };
  });
  if (problems.length > 0) throw new InvalidInputError(problems);
}

/** Rejects a release in review as an operator, naming reopening reasons; the workflow records the decision. */
export async function rejectAsOperator(
  deps: RejectDeps,
  input: { releaseId: string; as?: string; reasonCodes: string[]; note?: string },
): Promise<RejectionResult> {
  checkReasonFlags(input.reasonCodes);
  const operator = await resolveOperator(deps.prisma, input.as);
  const release = await requireReleaseView(deps.prisma, input.releaseId);
  const state = await deps
    .reject({ releaseId: release.id, operatorId: operator.id, via: 'cli', reasonCodes: input.reasonCodes, note: input.note })
    .catch((error: unknown) => {
      throw explainStatusRefusal(error, (status) => STATUS_REFUSALS.review(release.id, status));
    });
  return {
    releaseId: release.id,
    title: release.title,
    operator: operator.username,
    status: state.status,
    statusLabel: statusLabel(state.status),
    reasonCodes: state.rejection?.reasonCodes ?? input.reasonCodes,
    note: state.rejection?.note ?? null,
    reopenBy: state.rejection?.reopenBy ?? null,
  };
}

import type { PrismaClient } from '@slipcase/db';
import english from '@slipcase/web/app/locales/en/common.json';
import { AppError, TAKEDOWN_REASONS, checkTakedownRequest, type ReleaseStatus } from '@slipcase/domain';
import type { cancelTakedown, requestTakedown } from '@slipcase/workflows/client';
import type { ReleaseView } from '@slipcase/workflows/services/release-view';
import { InvalidInputError } from './invalid-input';
import { errorMessage } from './messages';
import { explainStatusRefusal, requireOwnedRelease } from './owned-release';
import { statusLabel } from './status-label';

const FLAG_FOR_FIELD: Record<string, string> = { reason: 'reason', otherText: 'other' };

/** The web's first confirmation, in its English: what a takedown does, and the alternatives. */
export function takedownWarning(title: string): string {
  const { warning, confirm } = english.takedown;
  return [
    warning.title,
    warning.description.replace('{{title}}', title),
    `  - ${warning.editTitle}: ${warning.editBody}`,
    `  - ${warning.supportTitle}: ${warning.supportBody}`,
    `  - ${warning.earnTitle}: ${warning.earnBody}`,
    confirm.description,
  ].join('\n');
}

export interface TakedownDeps {
  prisma: PrismaClient;
  /** The workflow client's requestTakedown; only reached once everything was checked and confirmed. */
  request: typeof requestTakedown;
  /**
   * Asks the person at the terminal to confirm after reading the warning; absent when nobody can answer
   * (not a terminal, or --json), in which case only `yes` lets the request through.
   */
  confirm?: (warning: string) => Promise<boolean>;
}

export type TakedownResult =
  | {
      requested: true;
      releaseId: string;
      title: string;
      user: string;
      workflowId: string;
      takedownRequestId: string;
      /** ISO instant the feeds go out unless cancelled before. */
      processAt: string;
    }
  | { requested: false; releaseId: string; title: string };

/** Refuses before asking anything what the client would refuse anyway: the wrong status, the free plan's wait. */
function checkRequestable(release: ReleaseView): void {
  if (release.status !== 'published') {
    throw new AppError(
      'invalid_transition',
      'status',
      { status: release.status },
      `Release ${release.id} cannot be taken down: it is not published (status: ${statusLabel(release.status)})`,
    );
  }
  if (release.takedownWait) {
    throw new AppError('takedown_too_early', 'releaseId', { date: release.takedownWait.allowedFrom });
  }
}

/**
 * The owner requests the takedown of a published release with a reason. The CLI's two confirmations: the
 * warning with the alternatives and a yes/no question, or `--yes` given up front.
 */
export async function requestTakedownAsUser(
  deps: TakedownDeps,
  input: { releaseId: string; as: string | undefined; reason: string; otherText?: string; yes: boolean },
): Promise<TakedownResult> {
  const problems = checkTakedownRequest(input).map((problem) => ({
    field: FLAG_FOR_FIELD[problem.field] ?? problem.field,
    code: problem.code,
    message:
      problem.code === 'invalid_choice'
        ? `Unknown takedown reason "${input.reason}". One of: ${TAKEDOWN_REASONS.join(', ')}`
        : problem.field === 'otherText' && problem.code === 'required'
          ? `${errorMessage('required')}: --reason other needs --other <text>`
          : errorMessage(problem.code, problem.params),
  }));
  if (problems.length > 0) throw new InvalidInputError(problems);

  const { user, release } = await requireOwnedRelease(deps.prisma, input);
  // Asked again while the takedown waits (a re-run script): the client returns the request under way.
  const underWay = release.status === 'takedown_requested';
  if (!underWay) checkRequestable(release);
  if (!input.yes && !underWay) {
    if (!deps.confirm) {
      throw new AppError(
        'required',
        'yes',
        {},
        'A takedown must be confirmed: run this in a terminal to answer the question, or add --yes',
      );
    }
    if (!(await deps.confirm(takedownWarning(release.title)))) {
      return { requested: false, releaseId: release.id, title: release.title };
    }
  }

  const requested = await deps
    .request({ releaseId: release.id, userId: user.id, via: 'cli', reason: input.reason, otherText: input.otherText })
    .catch((error: unknown) => {
      throw explainStatusRefusal(error, (status) => `Release ${release.id} cannot be taken down: it is not published (status: ${status})`);
    });
  return {
    requested: true,
    releaseId: release.id,
    title: release.title,
    user: user.username,
    workflowId: requested.workflowId,
    takedownRequestId: requested.takedownRequestId,
    processAt: requested.processAt.toISOString(),
  };
}

export interface CancelTakedownDeps {
  prisma: PrismaClient;
  /** The workflow client's cancelTakedown; only reached once the user and the release were checked. */
  cancel: typeof cancelTakedown;
}

export interface CancelledTakedown {
  releaseId: string;
  title: string;
  user: string;
  status: ReleaseStatus;
  statusLabel: string;
}

/** The owner cancels a takedown that is not processed yet: the release is published again. */
export async function cancelTakedownAsUser(
  deps: CancelTakedownDeps,
  input: { releaseId: string; as: string | undefined },
): Promise<CancelledTakedown> {
  const { user, release } = await requireOwnedRelease(deps.prisma, input);
  await deps.cancel({ releaseId: release.id, userId: user.id, via: 'cli' }).catch((error: unknown) => {
    throw explainStatusRefusal(error, (status) => `Release ${release.id} has no takedown to cancel (status: ${status})`);
  });
  return { releaseId: release.id, title: release.title, user: user.username, status: 'published', statusLabel: statusLabel('published') };
}

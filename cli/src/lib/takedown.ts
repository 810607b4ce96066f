import type { PrismaClient } from '@slipcase/db';
import { english } from '@slipcase/api-contract/english';
import { AppError, TAKEDOWN_REASONS, checkTakedownRequest, type ReleaseStatus } from '@slipcase/domain';
import type { BoundUseCase, cancelTakedown, requestTakedown } from '@slipcase/services';
import { InvalidInputError } from './invalid-input';
import { errorMessage } from './messages';
import { explainStatusRefusal, requireOwnedRelease } from './owned-release';
import type { ReleaseShown } from './release-actions/release-shown';
import { statusLabel } from './status-label';
import { STATUS_REFUSALS } from './status-refusals';

const FLAG_FOR_FIELD: Record<string, string> = { reason: 'reason', otherText: 'other', stores: 'store', on: 'on' };

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

/** Asks the person at the terminal to confirm after reading the warning. */
export type Confirm = (warning: string) => Promise<boolean>;

export interface TakedownDeps {
  prisma: PrismaClient;
  /** The workflow client's requestTakedown; only reached once everything was checked and confirmed. */
  request: BoundUseCase<typeof requestTakedown>;
  /**
   * Asks the person at the terminal to confirm after reading the warning; absent when nobody can answer
   * (not a terminal, or --json), in which case only `yes` lets the request through.
   */
  confirm?: Confirm;
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
      /** The stores it goes to. */
      stores: string[];
    }
  | { requested: false; releaseId: string; title: string };

export interface TakedownInput extends TakedownScope {
  releaseId: string;
  reason: string;
  otherText?: string;
  yes: boolean;
}

/** Which stores (every store the release is live in when none) and from which day (YYYY-MM-DD; as soon as possible when absent). */
export interface TakedownScope {
  stores?: string[];
  on?: string;
}

type TakedownAsked = { reason: string; otherText?: string } & TakedownScope;
type TakedownRequested = { workflowId: string; takedownRequestId: string; processAt: string; stores: string[] };

/** What a takedown request reads of the release. */
export type TakedownSubject = Pick<ReleaseShown, 'id' | 'title' | 'status' | 'takedownWait'>;

/** An owner's release found for a takedown, with how to request it where it was found (the database or a server). */
export interface TakedownTarget {
  user: string;
  release: TakedownSubject;
  /** Requests it; a refusal for the release's status reads as STATUS_REFUSALS.takedown. */
  request(asked: TakedownAsked): Promise<TakedownRequested>;
}

/** Finds the acting owner's release (another account's is refused). */
export type FindTakedownTarget = (releaseId: string) => Promise<TakedownTarget>;

/** Refuses before asking anything what the client would refuse anyway: the wrong status, the free plan's wait. */
function checkRequestable(release: TakedownSubject): void {
  if (release.status !== 'published') {
    throw new AppError('invalid_transition', 'status', { status: release.status }, STATUS_REFUSALS.takedown(release.id, statusLabel(release.status)));
  }
  if (release.takedownWait) {
    throw new AppError('takedown_too_early', 'releaseId', { date: release.takedownWait.allowedFrom });
  }
}

/** The reason flags checked as the web checks the form's, every problem at once. */
function checkReasonFlags(input: Pick<TakedownInput, 'reason' | 'otherText'>): void {
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
}

/**
 * The owner requests the takedown of a published release with a reason. The CLI's two confirmations: the
 * warning with the alternatives and a yes/no question (`confirm`), or `yes` given up front.
 */
export async function requestTakedownWith(find: FindTakedownTarget, input: TakedownInput, confirm?: Confirm): Promise<TakedownResult> {
  checkReasonFlags(input);
  const { user, release, request } = await find(input.releaseId);
  // Asked again while the takedown waits (a re-run script): the client returns the request under way.
  const underWay = release.status === 'takedown_requested';
  if (!underWay) checkRequestable(release);
  if (!input.yes && !underWay) {
    if (!confirm) {
      throw new AppError(
        'required',
        'yes',
        {},
        'A takedown must be confirmed: run this in a terminal to answer the question, or add --yes',
      );
    }
    if (!(await confirm(takedownWarning(release.title)))) {
      return { requested: false, releaseId: release.id, title: release.title };
    }
  }
  const requested = await request({
    reason: input.reason,
    otherText: input.otherText,
    ...(input.stores && input.stores.length > 0 && { stores: input.stores }),
    ...(input.on !== undefined && { on: input.on }),
  });
  return { requested: true, releaseId: release.id, title: release.title, user, ...requested };
}

/** The takedown as the local database and workflows take it, the owner named by `as`. */
export function requestTakedownAsUser(deps: TakedownDeps, input: TakedownInput & { as: string | undefined }): Promise<TakedownResult> {
  const find: FindTakedownTarget = async (releaseId) => {
    const { user, release } = await requireOwnedRelease(deps.prisma, { releaseId, as: input.as });
    return {
      user: user.username,
      release,
      async request(asked) {
        const requested = await deps.request({ releaseId: release.id, userId: user.id, via: 'cli', ...asked }).catch((error: unknown) => {
          throw explainStatusRefusal(error, (status) => STATUS_REFUSALS.takedown(release.id, status));
        });
        const { workflowId, takedownRequestId, processAt, stores } = requested;
        return { workflowId, takedownRequestId, processAt: processAt.toISOString(), stores };
      },
    };
  };
  return requestTakedownWith(find, input, deps.confirm);
}

export interface CancelTakedownDeps {
  prisma: PrismaClient;
  /** The workflow client's cancelTakedown; only reached once the user and the release were checked. */
  cancel: BoundUseCase<typeof cancelTakedown>;
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
    throw explainStatusRefusal(error, (status) => STATUS_REFUSALS.cancelTakedown(release.id, status));
  });
  return { releaseId: release.id, title: release.title, user: user.username, status: 'published', statusLabel: statusLabel('published') };
}

/**
 * THE way the web app and the CLI start and talk to workflows: checks the caller may do it, then picks the task
 * queue and the business-keyed workflow id.
 */
import { Client, Connection, WorkflowNotFoundError, WorkflowUpdateFailedError } from '@temporalio/client';
import { ApplicationFailure, type UpdateDefinition } from '@temporalio/common';
import { getPrisma, type DbClient, type PrismaClient } from '@slipcase/db';
import {
  AppError,
  isStaff,
  checkRejection,
  checkReleaseForSubmission,
  checkTakedownRequest,
  choosePlatforms,
  formatIsoDate,
  readSettings,
  takedownEligibility,
  type CheckResult,
  type ErrorCode,
  type FieldError,
  type PlatformTier,
  type ReleaseStatus,
  type Settings,
} from '@slipcase/domain';
import {
  RELEASE_ID_ATTRIBUTE,
  TASK_QUEUE,
  approveUpdate,
  cancelTakedownUpdate,
  rejectUpdate,
  releaseStateQuery,
  releaseWorkflowId,
  reopenUpdate,
  takedownStateQuery,
  takedownWorkflowId,
  type Channel,
  type RejectionDecision,
  type ReleaseWorkflowState,
  type ReopenRequest,
  type ReviewDecision,
  type TakedownCancellation,
  type TakedownWorkflowState,
} from './contracts';
import { availableStores } from '@slipcase/services/stores/store-catalog';
import { resolveTemporalAddress, resolveTemporalNamespace } from './temporal-config';
import type { releaseWorkflow, takedownWorkflow } from './workflows';
import {
  cancelWithdrawalUpdate,
  withdrawalStateQuery,
  withdrawalWorkflowId,
  type WithdrawalWorkflowState,
} from './contracts';
import { RELEASE_DRAFT_INCLUDE, ReleaseCheckError, defaultPlatforms, releaseCheckContext, toReleaseDraft } from '@slipcase/services/releases/release-draft';
import { createWithdrawal } from '@slipcase/services/payouts/withdrawals';
import type { withdrawalWorkflow } from './workflows';

export interface ClientDeps {
  client?: Client;
  prisma?: PrismaClient;
  /** How to reach Temporal when `client` is absent (default: the process-wide client); called only once needed. */
  connect?: () => Promise<Client>;
  /** The stores this installation delivers to (default: the enabled store plugins, see store-catalog.ts). */
  stores?: readonly PlatformTier[];
}

let cached: Promise<Client> | undefined;

/** The process-wide client, connected on first use. */
export function getTemporalClient(): Promise<Client> {
  cached ??= Connection.connect({ address: resolveTemporalAddress() }).then(
    (connection) => new Client({ connection, namespace: resolveTemporalNamespace() }),
    (error: unknown) => {
      cached = undefined;
      throw error;
    },
  );
  return cached;
}

/** Closes the process-wide client's connection, so a CLI process can exit. */
export async function closeTemporalClient(): Promise<void> {
  const pending = cached;
  cached = undefined;
  if (pending) await (await pending).connection.close();
}

/** The Temporal client of `deps`, connected only now: refusals decided by the database never need Temporal. */
async function temporalOf(deps: ClientDeps): Promise<Client> {
  return deps.client ?? (await (deps.connect ?? getTemporalClient)());
}

export interface SubmittedWorkflow {
  workflowId: string;
  runId: string;
}

export interface SubmittedRelease extends SubmittedWorkflow {
  /** The stores the release goes to. */
  stores: string[];
  /** Premium-only stores the user picked that the plan does not reach: ignored, with a warning (001 §5). */
  droppedStores: string[];
  /** Stores left out because they take a bigger cover than the release has: a warning too. */
  coverTooSmallFor: string[];
}

type CheckedRow = Awaited<ReturnType<typeof findOwnRelease>>;

/** The owner's release with what the rules read of it; another user's is refused. */
async function findOwnRelease(prisma: PrismaClient, input: { releaseId: string; userId: string }) {
  const release = await prisma.release.findUnique({
    where: { id: input.releaseId },
    include: { ...RELEASE_DRAFT_INCLUDE, owner: { select: { id: true, plan: true, timeZone: true } } },
  });
  if (!release) throw new AppError('not_found', 'releaseId');
  if (release.ownerId !== input.userId) throw new AppError('permission_denied', 'releaseId');
  return release;
}

/** The stores the release goes to on its owner's plan, and those left out with a warning. */
function storeChoice(release: CheckedRow, available: readonly PlatformTier[]) {
  const choice = choosePlatforms({
    plan: release.owner.plan,
    selected: release.platforms,
    available,
    ...(release.coverWidth && release.coverHeight && { coverPx: Math.min(release.coverWidth, release.coverHeight) }),
  });
  return { stores: choice.kept, droppedStores: choice.dropped, coverTooSmallFor: choice.coverTooSmall };
}

/** Every rule of 001 §5 on the release as stored, and the stores it would go to. */
async function storedReleaseCheck(
  prisma: PrismaClient,
  release: CheckedRow,
  deps: ClientDeps & { now?: Date; settings?: Settings },
  options: { monthlyLimit: boolean },
) {
  const available = deps.stores ?? (await availableStores());
  // A stored release without a choice of platforms goes to every store its plan reaches.
  const draft = toReleaseDraft(release);
  const platforms = draft.platforms.length > 0 ? draft.platforms : defaultPlatforms(release.owner.plan, available);
  const context = await releaseCheckContext(prisma, release.owner, release, {
    now: deps.now ?? new Date(),
    settings: deps.settings ?? readSettings(process.env),
    stores: available,
    monthlyLimit: options.monthlyLimit,
  });
  const result = checkReleaseForSubmission({ ...draft, platforms }, context);
  const choice = storeChoice(release, available);
  // Every store the plan reaches takes a bigger cover than this one.
  const noStore: FieldError[] = result.errors.length === 0 && choice.stores.length === 0 ? [{ code: 'required', field: 'platforms' }] : [];
  return { result: { ...result, errors: [...result.errors, ...noStore] }, choice };
}

/**
 * Every rule of 001 §5 on the release as stored (checkReleaseForSubmission): the one check before a review starts,
 * at submission (with the monthly limit) and at reopening. Throws a ReleaseCheckError carrying every problem.
 */
async function checkStoredRelease(
  prisma: PrismaClient,
  release: CheckedRow,
  deps: ClientDeps & { now?: Date; settings?: Settings },
  options: { monthlyLimit: boolean },
) {
  const { result, choice } = await storedReleaseCheck(prisma, release, deps, options);
  if (result.errors.length > 0) throw new ReleaseCheckError(result.errors);
  return choice;
}

/**
 * What submitting (a draft, the monthly limit included) or reopening (a rejected release) would refuse now, by
 * the same check, with the warnings: the stores left out (premium-only ones on the free plan, those taking a
 * bigger cover). Another user's release is refused as submitRelease refuses it.
 */
export async function checkReleaseSubmission(
  input: { releaseId: string; userId: string },
  deps: ClientDeps & { now?: Date; settings?: Settings } = {},
): Promise<CheckResult> {
  const prisma = deps.prisma ?? getPrisma();
  const release = await findOwnRelease(prisma, input);
  const { result, choice } = await storedReleaseCheck(prisma, release, deps, { monthlyLimit: release.status !== 'rejected' });
  const coverTooSmall: FieldError[] =
    choice.coverTooSmallFor.length > 0 ? [{ code: 'cover_too_small_for_platforms', field: 'platforms', params: { stores: choice.coverTooSmallFor.join(', ') } }] : [];
  return { errors: result.errors, warnings: [...result.warnings, ...coverTooSmall] };
}

/**
 * Submits a draft release for review by starting its workflow, once every rule of 001 §5 passes on the stored
 * release (checkStoredRelease, the monthly limit included): the same check for the web, /v1 and the CLI.
 * Submitting again (a double click, a retried CLI call) returns the workflow already running instead of
 * starting a second one.
 */
export async function submitRelease(
  input: { releaseId: string; userId: string; via?: Channel },
  deps: ClientDeps & { now?: Date; settings?: Settings } = {},
): Promise<SubmittedRelease> {
  const prisma = deps.prisma ?? getPrisma();
  const release = await findOwnRelease(prisma, input);
  const workflowId = releaseWorkflowId(release.id);
  if (release.status !== 'draft') {
    const running = await runningWorkflow(await temporalOf(deps), workflowId);
    if (running) return { ...running, ...storeChoice(release, deps.stores ?? (await availableStores())) };
    throw new AppError('invalid_transition', 'status', { status: release.status });
  }
  const choice = await checkStoredRelease(prisma, release, deps, { monthlyLimit: true });
  const handle = await (await temporalOf(deps)).workflow.start<typeof releaseWorkflow>('releaseWorkflow', {
    workflowId,
    taskQueue: TASK_QUEUE,
    args: [{ releaseId: release.id, submittedBy: input.userId, via: input.via ?? 'web', stores: choice.stores }],
    workflowIdConflictPolicy: 'USE_EXISTING',
    typedSearchAttributes: [{ key: RELEASE_ID_ATTRIBUTE, value: release.id }],
  });
  return { workflowId, runId: handle.firstExecutionRunId, ...choice };
}

async function runningWorkflow(client: Client, workflowId: string): Promise<SubmittedWorkflow | null> {
  try {
    const description = await client.workflow.getHandle(workflowId).describe();
    return description.status.name === 'RUNNING' ? { workflowId, runId: description.runId } : null;
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return null;
    throw error;
  }
}

async function requireOperator(prisma: PrismaClient, operatorId: string): Promise<void> {
  const operator = await prisma.user.findUnique({ where: { id: operatorId }, select: { role: true } });
  if (!operator || !isStaff(operator.role)) throw new AppError('permission_denied', 'operatorId');
}

/** The release, refused unless it has `status` (and, with `ownerId`, belongs to that user). */
async function requireRelease(prisma: PrismaClient, releaseId: string, status: ReleaseStatus, ownerId?: string) {
  const release = await prisma.release.findUnique({
    where: { id: releaseId },
    select: { id: true, ownerId: true, status: true, releaseDate: true, owner: { select: { plan: true, timeZone: true } } },
  });
  if (!release) throw new AppError('not_found', 'releaseId');
  if (ownerId !== undefined && release.ownerId !== ownerId) throw new AppError('permission_denied', 'releaseId');
  if (release.status !== status) throw new AppError('invalid_transition', 'status', { status: release.status });
  return release;
}

/** Refusals a workflow's validator or activity gives, passed on as the AppError of the same code. */
const REFUSALS: readonly ErrorCode[] = ['invalid_transition', 'not_found', 'invalid_choice', 'reopening_reason_required'];

/**
 * Sends a person's decision to a running workflow and waits until it is recorded. A workflow that is not running
 * (finished, never started) refuses with the release's status; the workflow's own refusals become AppErrors.
 */
async function decide<Ret, Arg>(
  deps: ClientDeps,
  prisma: PrismaClient,
  target: { releaseId: string; workflowId: string },
  update: UpdateDefinition<Ret, [Arg]>,
  arg: Arg,
): Promise<Ret> {
  try {
    return await (await temporalOf(deps)).workflow.getHandle(target.workflowId).executeUpdate(update, { args: [arg] });
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) {
      const release = await prisma.release.findUnique({ where: { id: target.releaseId }, select: { status: true } });
      if (!release) throw new AppError('not_found', 'releaseId');
      throw new AppError('invalid_transition', 'status', { status: release.status });
    }
    const refusal = error instanceof WorkflowUpdateFailedError ? innermostApplicationFailure(error) : undefined;
    const code = REFUSALS.find((known) => known === refusal?.type);
    if (refusal && code) throw new AppError(code, 'status', {}, refusal.message);
    throw error;
  }
}

/** Approves a release in review, as an operator; returns the workflow's state once the approval is recorded. */
export async function approveRelease(
  input: { releaseId: string; operatorId: string; via: ReviewDecision['via']; note?: string },
  deps: ClientDeps = {},
): Promise<ReleaseWorkflowState> {
  const prisma = deps.prisma ?? getPrisma();
  await requireOperator(prisma, input.operatorId);
  await requireRelease(prisma, input.releaseId, 'in_review');
  const decision: ReviewDecision = { operatorId: input.operatorId, via: input.via, note: input.note };
  const workflowId = releaseWorkflowId(input.releaseId);
  return decide(deps, prisma, { releaseId: input.releaseId, workflowId }, approveUpdate, decision);
}

/**
 * Rejects a release in review, as an operator, naming one or more reopening reasons (codes of the domain's
 * catalogue); returns the workflow's state once the rejection is recorded, with until when it may be reopened.
 */
export async function rejectRelease(
  input: { releaseId: string; operatorId: string; via: Channel; reasonCodes: string[]; note?: string },
  deps: ClientDeps = {},
): Promise<ReleaseWorkflowState> {
  const prisma = deps.prisma ?? getPrisma();
  await requireOperator(prisma, input.operatorId);
  const [problem] = checkRejection({ reasonCodes: input.reasonCodes });
  if (problem) throw new AppError(problem.code, problem.field, problem.params);
  await requireRelease(prisma, input.releaseId, 'in_review');
  const note = input.note?.trim() || undefined;
  const decision: RejectionDecision = { operatorId: input.operatorId, via: input.via, reasonCodes: [...new Set(input.reasonCodes)], note };
  const workflowId = releaseWorkflowId(input.releaseId);
  return decide(deps, prisma, { releaseId: input.releaseId, workflowId }, rejectUpdate, decision);
}

/**
 * The owner reopens a rejected release once it is fixed; its review starts again. The release must pass the
 * submission's rules as it now stands (not the monthly limit: it is the same release), and goes to the stores
 * chosen now. Returns the workflow's state.
 */
export async function reopenRelease(
  input: { releaseId: string; userId: string; via: Channel },
  deps: ClientDeps & { now?: Date; settings?: Settings } = {},
): Promise<ReleaseWorkflowState> {
  const prisma = deps.prisma ?? getPrisma();
  const release = await findOwnRelease(prisma, input);
  if (release.status !== 'rejected') throw new AppError('invalid_transition', 'status', { status: release.status });
  const { stores } = await checkStoredRelease(prisma, release, deps, { monthlyLimit: false });
  const request: ReopenRequest = { userId: input.userId, via: input.via, stores };
  const workflowId = releaseWorkflowId(input.releaseId);
  return decide(deps, prisma, { releaseId: input.releaseId, workflowId }, reopenUpdate, request);
}

/** The innermost application failure in an error's cause chain: the workflow's or an activity's refusal. */
function innermostApplicationFailure(error: Error): ApplicationFailure | undefined {
  let found: ApplicationFailure | undefined;
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof ApplicationFailure) found = cause;
  }
  return found;
}

/** What the release's workflow reports now; null when the release was never submitted. */
export async function getReleaseWorkflowState(
  releaseId: string,
  deps: Pick<ClientDeps, 'client' | 'connect'> = {},
): Promise<ReleaseWorkflowState | null> {
  try {
    return await (await temporalOf(deps)).workflow.getHandle(releaseWorkflowId(releaseId)).query(releaseStateQuery);
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return null;
    throw error;
  }
}

export interface RequestedTakedown extends SubmittedWorkflow {
  takedownRequestId: string;
  /** When the takedown feeds go out unless it is cancelled before: the request time plus the grace period. */
  processAt: Date;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The owner requests the takedown of a published release, with a reason (checkTakedownRequest). A free user
 * before the 90th day after the release date is refused ('takedown_too_early', params.date: the first day it is
 * possible, in the user's time zone). Requesting again while it waits (a double click, a retried request)
 * returns the takedown already under way. `now` is the instant of the request (default: this clock).
 */
export async function requestTakedown(
  input: { releaseId: string; userId: string; via: Channel; reason: string; otherText?: string; now?: Date },
  deps: ClientDeps & { settings?: Pick<Settings, 'takedownGraceHours'> } = {},
): Promise<RequestedTakedown> {
  const prisma = deps.prisma ?? getPrisma();
  const settings = deps.settings ?? readSettings(process.env);
  const workflowId = takedownWorkflowId(input.releaseId);
  const processAtOf = (requestedAt: Date) => new Date(requestedAt.getTime() + settings.takedownGraceHours * HOUR_MS);

  const current = await prisma.release.findUnique({ where: { id: input.releaseId }, select: { ownerId: true, status: true } });
  if (current?.ownerId === input.userId && current.status === 'takedown_requested') {
    const open = await openTakedownRequest(prisma, input.releaseId);
    const running = open && (await runningWorkflow(await temporalOf(deps), workflowId));
    if (open && running) return { ...running, takedownRequestId: open.id, processAt: processAtOf(open.requestedAt) };
  }
  const release = await requireRelease(prisma, input.releaseId, 'published', input.userId);
  const [problem] = checkTakedownRequest(input);
  if (problem) throw new AppError(problem.code, problem.field, problem.params);
  const now = input.now ?? new Date();
  const eligibility = takedownEligibility({
    plan: release.owner.plan,
    releaseDate: formatIsoDate(release.releaseDate),
    now,
    timeZone: release.owner.timeZone,
  });
  if (!eligibility.allowed) throw new AppError(eligibility.code, 'releaseId', { date: eligibility.allowedFrom });

  // One open request per release: the release's row is locked while looking, so a double click finds the first.
  const { request, created } = await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Release" WHERE id = ${release.id} FOR UPDATE`;
    const open = await openTakedownRequest(tx, release.id);
    if (open) return { request: open, created: false };
    const data = {
      releaseId: release.id,
      requestedById: input.userId,
      reason: input.reason,
      otherText: input.otherText?.trim() || null,
      requestedAt: now,
    };
    return { request: await tx.takedownRequest.create({ data }), created: true };
  });
  const processAt = processAtOf(request.requestedAt);
  try {
    const handle = await (await temporalOf(deps)).workflow.start<typeof takedownWorkflow>('takedownWorkflow', {
      workflowId,
      taskQueue: TASK_QUEUE,
      args: [
        {
          releaseId: release.id,
          takedownRequestId: request.id,
          requestedBy: request.requestedById,
          via: input.via,
          reason: request.reason,
          ...(request.otherText && { otherText: request.otherText }),
          processAt: processAt.toISOString(),
        },
      ],
      workflowIdConflictPolicy: 'USE_EXISTING',
      typedSearchAttributes: [{ key: RELEASE_ID_ATTRIBUTE, value: release.id }],
    });
    return { workflowId, runId: handle.firstExecutionRunId, takedownRequestId: request.id, processAt };
  } catch (error) {
    // Nothing would ever process the request this call made: close it, so the release shows no takedown under way.
    if (created) {
      await prisma.takedownRequest.updateMany({
        where: { id: request.id, status: 'requested' },
        data: { status: 'cancelled', cancelledAt: new Date() },
      });
    }
    throw error;
  }
}

function openTakedownRequest(db: DbClient, releaseId: string) {
  return db.takedownRequest.findFirst({
    where: { releaseId, status: { in: ['requested', 'processing'] } },
    orderBy: { requestedAt: 'desc' },
  });
}

/** The owner cancels a takedown before it is processed: the release is published again. Returns the takedown's state. */
export async function cancelTakedown(
  input: { releaseId: string; userId: string; via: Channel },
  deps: ClientDeps = {},
): Promise<TakedownWorkflowState> {
  const prisma = deps.prisma ?? getPrisma();
  await requireRelease(prisma, input.releaseId, 'takedown_requested', input.userId);
  const cancellation: TakedownCancellation = { userId: input.userId, via: input.via };
  const workflowId = takedownWorkflowId(input.releaseId);
  return decide(deps, prisma, { releaseId: input.releaseId, workflowId }, cancelTakedownUpdate, cancellation);
}

/** What the release's last takedown workflow reports (a finished one too); null when none was ever requested. */
export async function getTakedownState(
  releaseId: string,
  deps: Pick<ClientDeps, 'client' | 'connect'> = {},
): Promise<TakedownWorkflowState | null> {
  try {
    return await (await temporalOf(deps)).workflow.getHandle(takedownWorkflowId(releaseId)).query(takedownStateQuery);
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return null;
    throw error;
  }
}

export interface RequestedWithdrawal extends SubmittedWorkflow {
  payoutId: string;
  /** When it will be paid: fixed now by the plan the user has now. */
  availableAt: Date;
}

/**
 * Requests a withdrawal: holds the amount in a waiting payout (see createWithdrawal for the checks) and starts
 * the workflow that pays it once the wait is over. `now` is the instant of the request (default: this clock).
 */
export async function requestWithdrawal(
  input: { userId: string; amountCents: number },
  deps: ClientDeps & { now?: Date; settings?: Settings } = {},
): Promise<RequestedWithdrawal> {
  const prisma = deps.prisma ?? getPrisma();
  const payout = await createWithdrawal({ prisma, now: deps.now ?? new Date(), settings: deps.settings }, input);
  const workflowId = withdrawalWorkflowId(payout.id);
  try {
    const client = await temporalOf(deps);
    const handle = await client.workflow.start<typeof withdrawalWorkflow>('withdrawalWorkflow', {
      workflowId,
      taskQueue: TASK_QUEUE,
      args: [{ payoutId: payout.id, availableAt: payout.availableAt.toISOString() }],
      workflowIdConflictPolicy: 'USE_EXISTING',
    });
    return { payoutId: payout.id, availableAt: payout.availableAt, workflowId, runId: handle.firstExecutionRunId };
  } catch (error) {
    // Nothing would ever pay this payout: give its amount back instead of holding it forever.
    await prisma.payout.updateMany({
      where: { id: payout.id, status: 'waiting' },
      data: { status: 'failed', failure: `The payout workflow could not be started: ${(error as Error).message}` },
    });
    throw error;
  }
}

/** Cancels a withdrawal of the user's that still waits; returns the workflow's state once cancelled. */
export async function cancelWithdrawal(
  input: { payoutId: string; userId: string },
  deps: ClientDeps = {},
): Promise<WithdrawalWorkflowState> {
  const prisma = deps.prisma ?? getPrisma();
  const payout = await prisma.payout.findUnique({ where: { id: input.payoutId }, select: { userId: true, status: true } });
  if (!payout) throw new AppError('not_found', 'payoutId');
  if (payout.userId !== input.userId) throw new AppError('permission_denied', 'payoutId');
  const client = await temporalOf(deps);
  try {
    return await client.workflow.getHandle(withdrawalWorkflowId(input.payoutId)).executeUpdate(cancelWithdrawalUpdate);
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) throw new AppError('invalid_transition', 'status', { status: payout.status });
    const refusal = error instanceof WorkflowUpdateFailedError ? innermostApplicationFailure(error) : undefined;
    if (refusal?.type === 'invalid_transition') throw new AppError('invalid_transition', 'status', {}, refusal.message);
    throw error;
  }
}

/** What a withdrawal's workflow reports (a finished one too); null when the payout has no workflow. */
export async function getWithdrawalState(
  payoutId: string,
  deps: Pick<ClientDeps, 'client' | 'connect'> = {},
): Promise<WithdrawalWorkflowState | null> {
  const client = await temporalOf(deps);
  try {
    return await client.workflow.getHandle(withdrawalWorkflowId(payoutId)).query(withdrawalStateQuery);
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return null;
    throw error;
  }
}

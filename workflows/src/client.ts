/**
 * THE way the web app and the CLI start and talk to workflows: checks the caller may do it, then picks the task
 * queue and the business-keyed workflow id.
 */
import { Client, Connection, WorkflowNotFoundError, WorkflowUpdateFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import { getPrisma, type PrismaClient } from '@slipcase/db';
import { AppError, checkSubmittable } from '@slipcase/domain';
import {
  RELEASE_ID_ATTRIBUTE,
  TASK_QUEUE,
  approveUpdate,
  releaseStateQuery,
  releaseWorkflowId,
  type Channel,
  type ReleaseWorkflowState,
  type ReviewDecision,
} from './contracts';
import { resolveTemporalAddress, resolveTemporalNamespace } from './temporal-config';
import type { releaseWorkflow } from './workflows';
import type { Settings } from '@slipcase/domain';
import {
  cancelWithdrawalUpdate,
  withdrawalStateQuery,
  withdrawalWorkflowId,
  type WithdrawalWorkflowState,
} from './contracts';
import { createWithdrawal } from './services/withdrawals';
import type { withdrawalWorkflow } from './workflows';

export interface ClientDeps {
  client?: Client;
  prisma?: PrismaClient;
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

async function resolveDeps(deps: ClientDeps): Promise<{ client: Client; prisma: PrismaClient }> {
  return { client: deps.client ?? (await getTemporalClient()), prisma: deps.prisma ?? getPrisma() };
}

export interface SubmittedWorkflow {
  workflowId: string;
  runId: string;
}

/**
 * Submits a draft release for review by starting its workflow. Submitting again (a double click, a retried CLI
 * call) returns the workflow already running instead of starting a second one.
 */
export async function submitRelease(
  input: { releaseId: string; userId: string; via?: Channel },
  deps: ClientDeps = {},
): Promise<SubmittedWorkflow> {
  const { client, prisma } = await resolveDeps(deps);
  const release = await prisma.release.findUnique({
    where: { id: input.releaseId },
    include: { tracks: { select: { title: true, audioKey: true } } },
  });
  if (!release) throw new AppError('not_found', 'releaseId');
  if (release.ownerId !== input.userId) throw new AppError('permission_denied', 'releaseId');

  const workflowId = releaseWorkflowId(release.id);
  if (release.status !== 'draft') {
    const running = await runningWorkflow(client, workflowId);
    if (running) return running;
    throw new AppError('invalid_transition', 'status', { status: release.status });
  }

  const missing = checkSubmittable({
    title: release.title,
    artistId: release.artistId,
    hasArtwork: Boolean(release.coverKey),
    tracks: release.tracks.map((track) => ({ title: track.title, hasAudio: Boolean(track.audioKey) })),
  });
  if (missing.length > 0) {
    throw new AppError('release_incomplete', missing[0]?.field, {
      fields: missing.map((error) => error.field).join(', '),
    });
  }

  const handle = await client.workflow.start<typeof releaseWorkflow>('releaseWorkflow', {
    workflowId,
    taskQueue: TASK_QUEUE,
    args: [{ releaseId: release.id, submittedBy: input.userId, via: input.via ?? 'web' }],
    workflowIdConflictPolicy: 'USE_EXISTING',
    typedSearchAttributes: [{ key: RELEASE_ID_ATTRIBUTE, value: release.id }],
  });
  return { workflowId, runId: handle.firstExecutionRunId };
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

/** Approves a release in review, as an operator; returns the workflow's state once the approval is recorded. */
export async function approveRelease(
  input: { releaseId: string; operatorId: string; via: ReviewDecision['via']; note?: string },
  deps: ClientDeps = {},
): Promise<ReleaseWorkflowState> {
  const { client, prisma } = await resolveDeps(deps);
  const operator = await prisma.user.findUnique({ where: { id: input.operatorId }, select: { role: true } });
  if (operator?.role !== 'operator') throw new AppError('permission_denied', 'operatorId');

  const decision: ReviewDecision = { operatorId: input.operatorId, via: input.via, note: input.note };
  try {
    return await client.workflow
      .getHandle(releaseWorkflowId(input.releaseId))
      .executeUpdate(approveUpdate, { args: [decision] });
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) {
      // No running workflow: the release was never submitted, its workflow has finished, or it does not exist.
      const release = await prisma.release.findUnique({ where: { id: input.releaseId }, select: { status: true } });
      if (!release) throw new AppError('not_found', 'releaseId');
      throw new AppError('invalid_transition', 'status', { status: release.status });
    }
    const refusal = error instanceof WorkflowUpdateFailedError ? innermostApplicationFailure(error) : undefined;
    if (refusal?.type === 'invalid_transition' || refusal?.type === 'not_found') {
      throw new AppError(refusal.type, 'status', {}, refusal.message);
    }
    throw error;
  }
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
  deps: Pick<ClientDeps, 'client'> = {},
): Promise<ReleaseWorkflowState | null> {
  const client = deps.client ?? (await getTemporalClient());
  try {
    return await client.workflow.getHandle(releaseWorkflowId(releaseId)).query(releaseStateQuery);
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
  const { client, prisma } = await resolveDeps(deps);
  const payout = await createWithdrawal({ prisma, now: deps.now ?? new Date(), settings: deps.settings }, input);
  const workflowId = withdrawalWorkflowId(payout.id);
  try {
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
  const { client, prisma } = await resolveDeps(deps);
  const payout = await prisma.payout.findUnique({ where: { id: input.payoutId }, select: { userId: true, status: true } });
  if (!payout) throw new AppError('not_found', 'payoutId');
  if (payout.userId !== input.userId) throw new AppError('permission_denied', 'payoutId');
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
  deps: Pick<ClientDeps, 'client'> = {},
): Promise<WithdrawalWorkflowState | null> {
  const client = deps.client ?? (await getTemporalClient());
  try {
    return await client.workflow.getHandle(withdrawalWorkflowId(payoutId)).query(withdrawalStateQuery);
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return null;
    throw error;
  }
}

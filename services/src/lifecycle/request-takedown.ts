import type { DbClient } from '@slipcase/db';
import { AppError, checkTakedownAgainstPending, checkTakedownRequest, formatIsoDate, localDate, takedownEligibility } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import type { Channel, StartedWorkflow, TakedownWorkflows } from '../ports/workflows';
import { requireRelease } from './release-status';
import { releaseLabels } from './release-labels';
import { takedownScope, type TakedownScopeInput } from './takedown-scope';
import { lockRelease } from '../releases/lock-release';

export interface RequestedTakedown extends StartedWorkflow {
  takedownRequestId: string;
  /** When the takedown feeds go out unless it is cancelled before: fixed at the request, stored on its row. */
  processAt: Date;
  /** The stores the takedown goes to. */
  stores: string[];
}

export interface RequestTakedownInput extends TakedownScopeInput {
  releaseId: string;
  userId: string;
  via: Channel;
  reason: string;
  otherText?: string;
  /** The instant of the request (default: deps.now). */
  now?: Date;
}

function openTakedownRequest(db: DbClient, releaseId: string) {
  return db.takedownRequest.findFirst({
    where: { releaseId, status: { in: ['requested', 'processing'] } },
    orderBy: { requestedAt: 'desc' },
  });
}

/**
 * The owner requests the takedown of a published release, with a reason (checkTakedownRequest). A free user
 * before the 90th day after the release date is refused ('takedown_too_early', params.date: the first day it is
 * possible, in the user's time zone). Requesting the same takedown again while it waits (a double click, a retried
 * request) returns the one already under way; other stores or another day are refused ('takedown_pending', naming
 * the waiting one), after the same checks of the reason, the stores and the day as a first request. Its stores (default: every store the release is live in) and when it is
 * processed (after the grace period, and not before the chosen day) are decided now (takedownScope) and stored.
 */
export async function requestTakedown(
  deps: Pick<ServiceDeps, 'prisma' | 'now' | 'settings'> & { takedowns: TakedownWorkflows },
  input: RequestTakedownInput,
): Promise<RequestedTakedown> {
  const { prisma } = deps;
  const current = await prisma.release.findUnique({
    where: { id: input.releaseId },
    select: { ownerId: true, status: true, owner: { select: { timeZone: true } } },
  });
  if (current?.ownerId === input.userId && current.status === 'takedown_requested') {
    const open = await openTakedownRequest(prisma, input.releaseId);
    const running = open && (await deps.takedowns.running(input.releaseId));
    if (open && running) {
      await checkAgainstPending(deps, input, open, current.owner.timeZone);
      return { ...running, takedownRequestId: open.id, processAt: open.processAt, stores: open.stores };
    }
  }
  const release = await requireRelease(prisma, input.releaseId, 'published', input.userId);
  const [problem] = checkTakedownRequest(input);
  if (problem) throw new AppError(problem.code, problem.field, problem.params);
  const now = input.now ?? deps.now;
  const eligibility = takedownEligibility({
    plan: release.owner.plan,
    releaseDate: formatIsoDate(release.releaseDate),
    now,
    timeZone: release.owner.timeZone,
  });
  if (!eligibility.allowed) throw new AppError(eligibility.code, 'releaseId', { date: eligibility.allowedFrom });
  const scope = await takedownScope(prisma, { ...input, releaseId: release.id, now, timeZone: release.owner.timeZone, settings: deps.settings });

  // One open request per release: the release's row is locked while looking, so a double click finds the first.
  const { request, created } = await prisma.$transaction(async (tx) => {
    await lockRelease(tx, release.id);
    const open = await openTakedownRequest(tx, release.id);
    if (open) return { request: open, created: false };
    const data = {
      releaseId: release.id,
      requestedById: input.userId,
      reason: input.reason,
      otherText: input.otherText?.trim() || null,
      requestedAt: now,
      ...scope,
    };
    return { request: await tx.takedownRequest.create({ data }), created: true };
  });
  try {
    const started = await deps.takedowns.start({
      releaseId: release.id,
      takedownRequestId: request.id,
      requestedBy: request.requestedById,
      via: input.via,
      reason: request.reason,
      ...(request.otherText && { otherText: request.otherText }),
      processAt: request.processAt.toISOString(),
      labels: releaseLabels(release),
    });
    return { ...started, takedownRequestId: request.id, processAt: request.processAt, stores: request.stores };
  } catch (error) {
    // Nothing would ever process the request this call made: close it, so the release shows no takedown under way.
    if (created) {
      await prisma.takedownRequest.updateMany({
        where: { id: request.id, status: 'requested' },
        data: { status: 'cancelled', cancelledAt: now },
      });
    }
    throw error;
  }
}

/**
 * A request made while `open` waits: checked like a first one (reason, stores, day: the caller's to fix), then
 * refused unless it asks for the same stores and day as the waiting one.
 */
async function checkAgainstPending(
  deps: Pick<ServiceDeps, 'prisma' | 'now' | 'settings'>,
  input: RequestTakedownInput,
  open: { stores: string[]; takeDownOn: Date | null; processAt: Date },
  timeZone: string,
): Promise<void> {
  const [problem] = checkTakedownRequest(input);
  if (problem) throw new AppError(problem.code, problem.field, problem.params);
  const now = input.now ?? deps.now;
  const asked = await takedownScope(deps.prisma, { ...input, now, timeZone, settings: deps.settings });
  const [conflict] = checkTakedownAgainstPending(
    { stores: asked.stores, on: asked.takeDownOn && formatIsoDate(asked.takeDownOn) },
    { stores: open.stores, on: open.takeDownOn && formatIsoDate(open.takeDownOn), processOn: localDate(open.processAt, timeZone) },
  );
  if (conflict) throw new AppError(conflict.code, conflict.field, conflict.params);
}

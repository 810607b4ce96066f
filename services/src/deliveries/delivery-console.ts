import type { Prisma } from '@slipcase/db';
import {
  STUCK_STATUSES,
  deliveryRemedy,
  isAckOverdue,
  isEscalation,
  isStuck,
  type DeliveryRemedy,
  type ReleaseStatus,
} from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { requireOperator } from '../review/require-operator';

/** The most rows of each list: an operator works through the oldest first. */
const LIMIT = 200;

export interface ConsoleRelease {
  id: string;
  title: string;
  upc: string;
  artist: string;
  status: ReleaseStatus;
}

export interface ConsoleDelivery {
  deliveryId: string;
  release: ConsoleRelease;
  store: string;
  kind: 'new' | 'update' | 'takedown';
  /** The workflow that sent it: the release's or its takedown's (a resend is the release's too). */
  workflow: 'release' | 'takedown';
  /** When it last went wrong (failed, or was escalated), or when it was sent (an acknowledgement overdue). */
  at: Date;
  /** Why, in the words the delivery recorded: the store's rejection, the last error, the escalation's detail. */
  reason: string | null;
  /** Failed tries of this store's delivery of this release so far (every attempt of every retry). */
  attempts: number;
  /** The escalation step recorded (`ack_timeout`, `…_unconfirmed`); null when the acknowledgement is only late. */
  escalation: string | null;
  remedy: DeliveryRemedy;
}

export interface StuckRelease {
  release: ConsoleRelease;
  /** When it entered its status. */
  since: Date;
  workflow: 'release' | 'takedown';
}

export interface DeliveryConsole {
  failing: ConsoleDelivery[];
  unacknowledged: ConsoleDelivery[];
  stuck: StuckRelease[];
}

const RELEASE = { select: { id: true, title: true, upc: true, status: true, artist: { select: { name: true } } } } as const;
type DeliveryWithRelease = Prisma.DeliveryGetPayload<{ include: { release: typeof RELEASE; events: true } }>;

const releaseOf = (release: DeliveryWithRelease['release']): ConsoleRelease => ({
  id: release.id,
  title: release.title,
  upc: release.upc,
  artist: release.artist.name,
  status: release.status,
});
const groupOf = (delivery: { releaseId: string; store: string; kind: string }) => `${delivery.releaseId} ${delivery.store} ${delivery.kind}`;

/** Of `candidates`, those that are still the latest delivery of their release to their store (none retried or resent since). */
async function latestOnly(deps: Pick<ServiceDeps, 'prisma'>, candidates: DeliveryWithRelease[]): Promise<DeliveryWithRelease[]> {
  const all = await deps.prisma.delivery.findMany({
    where: { releaseId: { in: [...new Set(candidates.map((delivery) => delivery.releaseId))] } },
    select: { id: true, releaseId: true, store: true, kind: true, startedAt: true },
    orderBy: [{ startedAt: 'asc' }, { id: 'asc' }],
  });
  const latest = new Map(all.map((delivery) => [groupOf(delivery), delivery.id]));
  return candidates.filter((delivery) => latest.get(groupOf(delivery)) === delivery.id);
}

/** Failed attempts recorded for each release, store and kind. */
async function failedAttempts(deps: Pick<ServiceDeps, 'prisma'>, deliveries: DeliveryWithRelease[]): Promise<Map<string, number>> {
  const events = await deps.prisma.deliveryEvent.findMany({
    where: { step: 'failed', delivery: { releaseId: { in: deliveries.map((delivery) => delivery.releaseId) } } },
    select: { delivery: { select: { releaseId: true, store: true, kind: true } } },
  });
  const counts = new Map<string, number>();
  for (const { delivery } of events) counts.set(groupOf(delivery), (counts.get(groupOf(delivery)) ?? 0) + 1);
  return counts;
}

function row(delivery: DeliveryWithRelease, attempts: Map<string, number>): ConsoleDelivery {
  const escalated = delivery.events.findLast((event) => isEscalation(event.step));
  const failure = delivery.events.findLast((event) => event.step === 'failed' || event.step === 'rejected');
  const failed = delivery.status === 'failed';
  const at = failed ? (failure?.createdAt ?? delivery.startedAt) : (escalated?.createdAt ?? delivery.completedAt ?? delivery.startedAt);
  return {
    deliveryId: delivery.id,
    release: releaseOf(delivery.release),
    store: delivery.store,
    kind: delivery.kind,
    workflow: delivery.kind === 'takedown' ? 'takedown' : 'release',
    at,
    reason: failed ? (delivery.error ?? failure?.detail ?? null) : (escalated?.detail ?? null),
    attempts: attempts.get(groupOf(delivery)) ?? 0,
    escalation: failed ? null : (escalated?.step ?? null),
    remedy: deliveryRemedy({ releaseStatus: delivery.release.status, kind: delivery.kind, failed }),
  };
}

/**
 * What the operator's deliveries console shows, oldest first: each store's delivery that failed (and was not
 * retried or resent since), each one the store has not acknowledged past `ackOverdueHours` or that escalated
 * (DeliveryEvent steps `ack_timeout`, `…_unconfirmed`), and each release stuck in a passing status past
 * `stuckStatusHours`. `acknowledging`: the stores that send acknowledgements. Operators only.
 */
export async function deliveryConsole(
  deps: Pick<ServiceDeps, 'prisma' | 'now' | 'settings'>,
  input: { operatorId: string; acknowledging: readonly string[] },
): Promise<DeliveryConsole> {
  const { prisma, now, settings } = deps;
  await requireOperator(prisma, input.operatorId);
  const include = { release: RELEASE, events: { orderBy: [{ createdAt: 'asc' as const }, { id: 'asc' as const }] } };
  const overdueBefore = new Date(now.getTime() - settings.ackOverdueHours * 3_600_000);
  const [failed, waiting, releases] = await Promise.all([
    prisma.delivery.findMany({ where: { status: 'failed' }, include, orderBy: { startedAt: 'asc' }, take: LIMIT }),
    prisma.delivery.findMany({
      where: {
        status: { in: ['delivered', 'delivering'] },
        OR: [
          { status: 'delivered', store: { in: [...input.acknowledging] }, completedAt: { lt: overdueBefore } },
          { events: { some: { OR: [{ step: 'ack_timeout' }, { step: { endsWith: '_unconfirmed' } }] } } },
        ],
      },
      include,
      orderBy: { startedAt: 'asc' },
      take: LIMIT,
    }),
    prisma.release.findMany({
      where: { status: { in: [...STUCK_STATUSES] } },
      select: { ...RELEASE.select, updatedAt: true, events: { where: { toStatus: { not: null } }, orderBy: { createdAt: 'desc' }, take: 1 } },
      orderBy: { updatedAt: 'asc' },
      take: LIMIT,
    }),
  ]);
  const [failing, late] = await Promise.all([latestOnly(deps, failed), latestOnly(deps, waiting)]);
  const attempts = await failedAttempts(deps, [...failing, ...late]);
  const unacknowledged = late.filter(
    (delivery) =>
      delivery.events.some((event) => isEscalation(event.step)) ||
      isAckOverdue({ status: delivery.status, sentAt: delivery.completedAt, acknowledges: input.acknowledging.includes(delivery.store), now, settings }),
  );
  const stuck = releases
    .map((release) => ({ release: releaseOf(release), since: release.events[0]?.createdAt ?? release.updatedAt }))
    .filter(({ release, since }) => isStuck({ status: release.status, since, now, settings }))
    .sort((a, b) => a.since.getTime() - b.since.getTime())
    .map((entry): StuckRelease => ({ ...entry, workflow: entry.release.status === 'takedown_requested' ? 'takedown' : 'release' }));
  return {
    failing: failing.map((delivery) => row(delivery, attempts)),
    unacknowledged: unacknowledged.map((delivery) => row(delivery, attempts)),
    stuck,
  };
}

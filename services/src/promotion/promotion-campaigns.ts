import type { PromotionStatus } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';

const CAMPAIGN_FIELDS = {
  id: true,
  days: true,
  dailyBudgetCents: true,
  totalCents: true,
  territories: true,
  status: true,
  paidAt: true,
  startedAt: true,
  endedAt: true,
  staffNote: true,
  refundRequestedAt: true,
  refundReason: true,
  refundDeclinedAt: true,
  refundedAt: true,
  createdAt: true,
  release: { select: { id: true, title: true } },
} as const;

function typed<T extends { status: string }>(rows: T[]) {
  return rows.map((row) => ({ ...row, status: row.status as PromotionStatus }));
}

/** An artist's campaigns, newest first; those still waiting for payment too, so a closed checkout is not a mystery. */
export async function userPromotions(deps: Pick<ServiceDeps, 'prisma'>, userId: string) {
  return typed(await deps.prisma.promotionCampaign.findMany({ where: { userId }, orderBy: { createdAt: 'desc' }, select: CAMPAIGN_FIELDS }));
}

/** The releases an artist can promote: their published ones, newest first. */
export async function promotableReleases(deps: Pick<ServiceDeps, 'prisma'>, userId: string) {
  return deps.prisma.release.findMany({
    where: { ownerId: userId, status: 'published' },
    orderBy: { createdAt: 'desc' },
    select: { id: true, title: true },
  });
}

const QUEUE_ORDER: Record<PromotionStatus, number> = { requested: 0, running: 1, ended: 2, cancelled: 3, refunded: 4 };

/**
 * The staff's queue: every paid campaign with its artist, open refund requests and campaigns to start first, then
 * running ones, then the rest; the oldest payment first within each.
 */
export async function promotionQueue(deps: Pick<ServiceDeps, 'prisma'>) {
  const rows = typed(
    await deps.prisma.promotionCampaign.findMany({
      where: { paidAt: { not: null } },
      orderBy: { paidAt: 'asc' },
      take: 500,
      select: { ...CAMPAIGN_FIELDS, user: { select: { username: true, email: true } } },
    }),
  );
  const waitingRefund = (row: (typeof rows)[number]) => row.refundRequestedAt !== null && row.refundDeclinedAt === null && row.refundedAt === null;
  const rank = (row: (typeof rows)[number]) => (waitingRefund(row) ? -1 : QUEUE_ORDER[row.status]);
  return rows.map((row, index) => ({ row, index })).sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index).map(({ row }) => ({ ...row, refundWaiting: waitingRefund(row) }));
}

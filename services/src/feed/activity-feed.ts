import type { DbClient, Prisma } from '@slipcase/db';
import type { ReleaseStatus } from '@slipcase/domain';

/**
 * The feed's event types, the ones the specification names (000 §7). Our timeline records finer ones (submitted,
 * in_review, rejected, takedown_requested, ...): the feed shows each of those as 'updated', its own type kept in
 * `detail.event`.
 */
export const ACTIVITY_FEED_TYPES = ['created', 'published', 'reopened', 'updated'] as const;
export type ActivityFeedType = (typeof ACTIVITY_FEED_TYPES)[number];

/** Timeline event types the feed shows under their own name; every other one is 'updated'. */
const NAMED_EVENTS: readonly string[] = ['created', 'published', 'reopened'];

export const ACTIVITY_FEED_DEFAULT_LIMIT = 20;
export const ACTIVITY_FEED_MAX_LIMIT = 100;

export interface ActivityFeedItem {
  id: string;
  type: ActivityFeedType;
  /** What the timeline recorded: its own event type, the status change and the person's words, if any. */
  detail: { event: string; fromStatus: ReleaseStatus | null; toStatus: ReleaseStatus | null; reason: string | null };
  releaseId: string | null;
  releaseTitle: string | null;
  /** Role 'artist', 'operator' or 'system'; name null for the system, or when the acting account is gone. */
  actor: { role: string; name: string | null };
  /** Where a person's action came from; null for the system. */
  via: 'web' | 'cli' | null;
  createdAt: string;
}

export interface ActivityFeedPage {
  /** Newest first. */
  items: ActivityFeedItem[];
  /** Pass as `before` for the next page (the createdAt of the last item); null when there is nothing older. */
  nextBefore: string | null;
}

export interface ActivityFeedQuery {
  userId: string;
  /** 1 to ACTIVITY_FEED_MAX_LIMIT (default ACTIVITY_FEED_DEFAULT_LIMIT). */
  limit?: number;
  /** Only events strictly older than this instant. */
  before?: Date;
  /** Only these types; all when absent or empty. */
  types?: readonly ActivityFeedType[];
}

function feedTypeOf(event: string): ActivityFeedType {
  return NAMED_EVENTS.includes(event) ? (event as ActivityFeedType) : 'updated';
}

function typeFilter(types: readonly ActivityFeedType[] | undefined): Prisma.ActivityEventWhereInput {
  if (!types || types.length === 0 || ACTIVITY_FEED_TYPES.every((type) => types.includes(type))) return {};
  const named = NAMED_EVENTS.filter((event) => types.includes(event as ActivityFeedType));
  return {
    OR: [
      ...(named.length > 0 ? [{ type: { in: named } }] : []),
      ...(types.includes('updated') ? [{ type: { notIn: [...NAMED_EVENTS] } }] : []),
    ],
  };
}

const ORDER: Prisma.ActivityEventOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];
const INCLUDE = { release: { select: { title: true } }, actor: { select: { name: true } } } as const;

type EventRow = Prisma.ActivityEventGetPayload<{ include: typeof INCLUDE }>;

function toItem(row: EventRow): ActivityFeedItem {
  return {
    id: row.id,
    type: feedTypeOf(row.type),
    detail: { event: row.type, fromStatus: row.fromStatus, toStatus: row.toStatus, reason: row.reason },
    releaseId: row.releaseId,
    releaseTitle: row.release?.title ?? null,
    actor: { role: row.actorRole, name: row.actor?.name ?? null },
    via: row.via === 'web' || row.via === 'cli' ? row.via : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The user's activity feed: what happened to their releases, newest first, a page at a time. The cursor is an
 * instant, so a page never ends inside a group of events recorded at the same instant (they would be skipped):
 * it ends before the group instead, or, when one group alone is larger than `limit`, holds the whole group.
 */
export async function activityFeed(db: DbClient, query: ActivityFeedQuery): Promise<ActivityFeedPage> {
  const limit = Math.min(Math.max(Math.trunc(query.limit ?? ACTIVITY_FEED_DEFAULT_LIMIT), 1), ACTIVITY_FEED_MAX_LIMIT);
  const where: Prisma.ActivityEventWhereInput = { ownerId: query.userId, ...typeFilter(query.types) };
  const rows = await db.activityEvent.findMany({
    where: { ...where, ...(query.before && { createdAt: { lt: query.before } }) },
    orderBy: ORDER,
    include: INCLUDE,
    take: limit + 1,
  });

  let page = rows.slice(0, limit);
  const last = page.at(-1);
  const following = rows[limit];
  if (!last || !following) return { items: page.map(toItem), nextBefore: null };
  if (following.createdAt.getTime() !== last.createdAt.getTime()) {
    return { items: page.map(toItem), nextBefore: last.createdAt.toISOString() };
  }

  const boundary = last.createdAt;
  page = page.filter((row) => row.createdAt.getTime() !== boundary.getTime());
  const earliest = page.at(-1);
  if (earliest) return { items: page.map(toItem), nextBefore: earliest.createdAt.toISOString() };

  const group = await db.activityEvent.findMany({ where: { ...where, createdAt: boundary }, orderBy: ORDER, include: INCLUDE });
  const older = await db.activityEvent.findFirst({ where: { ...where, createdAt: { lt: boundary } }, select: { id: true } });
  return { items: group.map(toItem), nextBefore: older ? boundary.toISOString() : null };
}

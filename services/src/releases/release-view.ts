import type { PrismaClient } from '@slipcase/db';
import { statusLabelKey, storePresence, type ReleaseStatus, type StorePresence } from '@slipcase/domain';
import {
  rejectionView,
  takedownRequestView,
  takedownWait,
  type LifecycleSettings,
  type RejectionView,
  type TakedownRequestView,
  type TakedownWait,
} from './release-lifecycle';

/**
 * What web and CLI show about one release. Plain JSON (dates as ISO strings), so a loader, `--json` and a test
 * all see the same shape.
 */
export interface ReleaseView {
  id: string;
  title: string;
  type: string;
  status: ReleaseStatus;
  statusLabelKey: string;
  upc: string;
  /** YYYY-MM-DD */
  releaseDate: string;
  submittedAt: string | null;
  createdAt: string;
  artist: { id: string; name: string };
  owner: { id: string; username: string };
  cover: { key: string; format: string | null; width: number | null; height: number | null; bytes: number | null; sha256: string | null } | null;
  tracks: TrackView[];
  deliveries: DeliveryView[];
  /** Where the release stands in each store it was sent to: live, or removed (or being removed) by a takedown. */
  stores: StorePresence[];
  /** Oldest first. */
  timeline: TimelineEntry[];
  /** The operators' rejections, oldest first. */
  rejections: RejectionView[];
  /** The takedown requests, oldest first. */
  takedowns: TakedownRequestView[];
  /** For a free owner before the 90th day after the release date, the wait before a takedown; else null. */
  takedownWait: TakedownWait | null;
}

export interface TrackView {
  id: string;
  number: number;
  title: string;
  isrc: string;
  explicit: boolean;
  durationMs: number;
  audio: {
    key: string;
    format: string;
    bytes: number;
    sha256: string;
    sampleRate: number | null;
    channels: number | null;
    bitsPerSample: number | null;
  };
}

export interface DeliveryView {
  id: string;
  store: string;
  /** 'new' for the release itself, 'takedown' for its removal. */
  kind: string;
  /** pending, delivering, delivered, acknowledged or failed. */
  status: string;
  batchId: string | null;
  location: string | null;
  error: string | null;
  /** What the store answered in its acknowledgement, once it did. */
  acknowledgement: { status: string; detail: string | null } | null;
  /** The release's page in the store, once known (its acknowledgement, or the plugin's URL rule once live). */
  storeUrl: string | null;
  /** Sandbox mode: the batch landed in a folder of ours and nothing was sent to the store. */
  sandbox: boolean;
  startedAt: string;
  completedAt: string | null;
  /** The store's timeline, oldest first: built, validated, uploaded, manifest_written, acknowledged, failed... */
  steps: DeliveryStepView[];
}

export interface DeliveryStepView {
  step: string;
  detail: string | null;
  at: string;
}

export interface TimelineEntry {
  type: string;
  fromStatus: ReleaseStatus | null;
  toStatus: ReleaseStatus | null;
  actorRole: string;
  /** Null for the system, or when the acting account is gone. */
  actorName: string | null;
  /** The operator's or artist's own words, if any. */
  reason: string | null;
  /** Where a person's action came from; null for the system. */
  via: 'web' | 'cli' | null;
  createdAt: string;
}

export interface ReviewQueueItem {
  id: string;
  title: string;
  upc: string;
  releaseDate: string;
  submittedAt: string | null;
  artist: { id: string; name: string };
  owner: { id: string; username: string };
  trackCount: number;
  /** When the operators were alerted that this review outlasted its business days; null while it is on time. */
  overdueSince: string | null;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** What every view of a release heads with: its own fields, dates as ISO strings. */
export type ReleaseHeadline = Pick<ReleaseView, 'id' | 'title' | 'type' | 'status' | 'upc' | 'releaseDate' | 'submittedAt' | 'createdAt' | 'artist'>;

/** The release's own fields as the views show them (the server's and the CLI's alike), with its status's label. */
export function headlineView(release: ReleaseHeadline): ReleaseHeadline & Pick<ReleaseView, 'statusLabelKey'> {
  const { id, title, type, status, upc, releaseDate, submittedAt, createdAt, artist } = release;
  return { id, title, type, status, statusLabelKey: statusLabelKey(status), upc, releaseDate, submittedAt, createdAt, artist };
}
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/**
 * `now` (default: this clock) decides the takedown wait; the settings the reopening and takedown deadlines.
 */
export async function getReleaseView(
  prisma: PrismaClient,
  releaseId: string,
  options: { now?: Date; settings: LifecycleSettings },
): Promise<ReleaseView | null> {
  const { settings } = options;
  const release = await prisma.release.findUnique({
    where: { id: releaseId },
    include: {
      artist: { select: { id: true, name: true } },
      owner: { select: { id: true, username: true, plan: true, timeZone: true } },
      reviews: { where: { decision: 'rejected' }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
      takedowns: { orderBy: [{ requestedAt: 'asc' }, { id: 'asc' }] },
      tracks: { orderBy: { number: 'asc' } },
      deliveries: {
        orderBy: [{ startedAt: 'asc' }, { store: 'asc' }, { id: 'asc' }],
        include: { events: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } },
      },
      events: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], include: { actor: { select: { name: true } } } },
    },
  });
  if (!release) return null;
  return {
    ...headlineView({
      ...release,
      releaseDate: isoDay(release.releaseDate),
      submittedAt: isoOrNull(release.submittedAt),
      createdAt: release.createdAt.toISOString(),
    }),
    owner: { id: release.owner.id, username: release.owner.username },
    cover: release.coverKey
      ? {
          key: release.coverKey,
          format: release.coverFormat,
          width: release.coverWidth,
          height: release.coverHeight,
          bytes: release.coverBytes,
          sha256: release.coverSha256,
        }
      : null,
    tracks: release.tracks.map((track) => ({
      id: track.id,
      number: track.number,
      title: track.title,
      isrc: track.isrc,
      explicit: track.explicit,
      durationMs: track.durationMs,
      audio: {
        key: track.audioKey,
        format: track.audioFormat,
        bytes: track.audioBytes,
        sha256: track.audioSha256,
        sampleRate: track.sampleRate,
        channels: track.channels,
        bitsPerSample: track.bitsPerSample,
      },
    })),
    deliveries: release.deliveries.map((delivery) => ({
      id: delivery.id,
      store: delivery.store,
      kind: delivery.kind,
      status: delivery.status,
      batchId: delivery.batchId,
      location: delivery.location,
      error: delivery.error,
      acknowledgement: delivery.ackStatus ? { status: delivery.ackStatus, detail: delivery.ackDetail } : null,
      storeUrl: delivery.storeUrl,
      sandbox: delivery.sandbox,
      startedAt: delivery.startedAt.toISOString(),
      completedAt: isoOrNull(delivery.completedAt),
      steps: delivery.events.map((event) => ({ step: event.step, detail: event.detail, at: event.createdAt.toISOString() })),
    })),
    stores: storePresence(release.deliveries),
    timeline: release.events.map((event) => ({
      type: event.type,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      actorRole: event.actorRole,
      actorName: event.actor?.name ?? null,
      reason: event.reason,
      via: event.via === 'web' || event.via === 'cli' ? event.via : null,
      createdAt: event.createdAt.toISOString(),
    })),
    rejections: release.reviews.map((review) => rejectionView(review, settings)),
    takedowns: release.takedowns.map((request) => takedownRequestView(request)),
    takedownWait: takedownWait({
      plan: release.owner.plan,
      timeZone: release.owner.timeZone,
      releaseDate: isoDay(release.releaseDate),
      now: options.now ?? new Date(),
    }),
  };
}

/** Releases waiting for an operator, the longest-waiting first. */
export async function listReleasesForReview(prisma: PrismaClient): Promise<ReviewQueueItem[]> {
  const releases = await prisma.release.findMany({
    where: { status: 'in_review' },
    orderBy: [{ submittedAt: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    include: {
      artist: { select: { id: true, name: true } },
      owner: { select: { id: true, username: true } },
      _count: { select: { tracks: true } },
      // The last alert or start of review: an alert counts only for the review it was raised in.
      events: {
        where: { OR: [{ type: 'review_overdue' }, { toStatus: 'in_review' }] },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: 1,
        select: { type: true, createdAt: true },
      },
    },
  });
  return releases.map((release) => ({
    id: release.id,
    title: release.title,
    upc: release.upc,
    releaseDate: isoDay(release.releaseDate),
    submittedAt: isoOrNull(release.submittedAt),
    artist: release.artist,
    owner: release.owner,
    trackCount: release._count.tracks,
    overdueSince: release.events[0]?.type === 'review_overdue' ? release.events[0].createdAt.toISOString() : null,
  }));
}

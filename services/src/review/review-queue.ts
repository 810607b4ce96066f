import {
  ARTWORK_FORMATS,
  AUDIO_FORMATS,
  checkArtwork,
  checkAudio,
  type ArtworkFormat,
  type AudioFormat,
  type FieldError,
} from '@slipcase/domain';
import type { StoreRequirements } from '@slipcase/plugin-contract';
import type { ServiceDeps } from '../deps';
import { listReleasesForReview, type ReviewQueueItem } from '../releases/release-view';

export interface ReviewTrackCheck {
  number: number;
  title: string;
  durationMs: number;
  format: string;
  sampleRate: number | null;
  bitsPerSample: number | null;
  /** The upload rules (format, length, size): the first one broken; null when all pass. */
  problem: FieldError | null;
  /** Whether the source has at least the store's sample rate and bit depth (lossy files have no bit depth). */
  meetsStoreQuality: boolean;
}

export interface ReviewCoverCheck {
  width: number | null;
  height: number | null;
  format: string | null;
  problem: FieldError | null;
}

export interface ReviewQueueEntry extends ReviewQueueItem {
  /** A review_overdue event was recorded since the release last entered review. */
  overdue: boolean;
  tracks: ReviewTrackCheck[];
  cover: ReviewCoverCheck;
}

const asAudioFormat = (value: string) => ((AUDIO_FORMATS as readonly string[]).includes(value) ? (value as AudioFormat) : null);
const asArtworkFormat = (value: string | null) =>
  value && (ARTWORK_FORMATS as readonly string[]).includes(value) ? (value as ArtworkFormat) : null;
const firstProblem = (errors: readonly FieldError[]) => errors[0] ?? null;

/** Whether a review_overdue event follows the latest start of review; events are oldest first. */
function isOverdue(events: ReadonlyArray<{ type: string }>): boolean {
  let overdue = false;
  for (const event of events) {
    if (event.type === 'in_review') overdue = false;
    if (event.type === 'review_overdue') overdue = true;
  }
  return overdue;
}

/**
 * The review queue, the longest-waiting first, with what an operator checks before listening: each track's length,
 * format, sample rate and bit depth against the upload rules and the store's requirements, and the cover's size.
 */
export async function reviewQueue(deps: Pick<ServiceDeps, 'prisma'>, input: { store: Pick<StoreRequirements, 'audio'> }): Promise<ReviewQueueEntry[]> {
  const { prisma } = deps;
  const { store } = input;
  const queue = await listReleasesForReview(prisma);
  const details = await prisma.release.findMany({
    where: { id: { in: queue.map((item) => item.id) } },
    select: {
      id: true,
      coverFormat: true,
      coverWidth: true,
      coverHeight: true,
      coverBytes: true,
      tracks: { orderBy: { number: 'asc' } },
      events: {
        where: { type: { in: ['in_review', 'review_overdue'] } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: { type: true },
      },
    },
  });
  const byId = new Map(details.map((release) => [release.id, release]));
  return queue.flatMap((item) => {
    const release = byId.get(item.id);
    if (!release) return []; // left review between the two reads
    const { coverFormat, coverWidth, coverHeight, coverBytes } = release;
    return [
      {
        ...item,
        overdue: isOverdue(release.events),
        tracks: release.tracks.map((track) => ({
          number: track.number,
          title: track.title,
          durationMs: track.durationMs,
          format: track.audioFormat,
          sampleRate: track.sampleRate,
          bitsPerSample: track.bitsPerSample,
          problem: firstProblem(
            checkAudio({ format: asAudioFormat(track.audioFormat), durationSeconds: track.durationMs / 1000, sizeBytes: track.audioBytes }),
          ),
          meetsStoreQuality: (track.sampleRate ?? 0) >= store.audio.sampleRate && (track.bitsPerSample ?? 0) >= store.audio.bitDepth,
        })),
        cover: {
          width: coverWidth,
          height: coverHeight,
          format: coverFormat,
          problem:
            coverWidth && coverHeight
              ? firstProblem(checkArtwork({ format: asArtworkFormat(coverFormat), width: coverWidth, height: coverHeight, sizeBytes: coverBytes ?? 0 }))
              : { code: 'release_incomplete', field: 'artwork', params: { fields: 'artwork' } },
        },
      },
    ];
  });
}

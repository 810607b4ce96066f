import { getPrisma } from '@slipcase/db';
import type { StoreRequirements } from '@slipcase/plugin-contract';
import { reviewQueue, type ReviewCoverCheck, type ReviewQueueEntry, type ReviewTrackCheck } from '@slipcase/services';
import { encodeError } from '../lib/error-messages';

/** A track's checks, its problem encoded for errorMessage(). */
export type TrackCheck = Omit<ReviewTrackCheck, 'problem'> & { problem: string | null };
export type CoverCheck = Omit<ReviewCoverCheck, 'problem'> & { problem: string | null };
export type ReviewItem = Omit<ReviewQueueEntry, 'tracks' | 'cover'> & { tracks: TrackCheck[]; cover: CoverCheck };

const encoded = (problem: ReviewTrackCheck['problem']) => (problem ? encodeError(problem) : null);

/** The review queue (the service reviewQueue), with each finding encoded for the operator's page. */
export async function listReviewQueue(store: Pick<StoreRequirements, 'audio'>): Promise<ReviewItem[]> {
  const queue = await reviewQueue({ prisma: getPrisma() }, { store });
  return queue.map((item) => ({
    ...item,
    tracks: item.tracks.map((track) => ({ ...track, problem: encoded(track.problem) })),
    cover: { ...item.cover, problem: encoded(item.cover.problem) },
  }));
}

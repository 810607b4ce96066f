import { AppError } from '@slipcase/domain';
import type { ReleaseJson } from '@slipcase/api-contract/release-schemas';
import type { DeliveryState } from '@slipcase/workflows/contracts';
import type { ReviewQueueItem } from '@slipcase/services/releases/release-view';
import { checkReasonFlags } from '../reject';
import { remoteUsername } from '../remote/account';
import type { ApiClient, RequestOptions } from '../remote/api-client';
import { aboutRelease } from '../release-actions/remote-release';
import { statusLabel } from '../status-label';
import type { ReviewActions } from './review-actions';

type Decided = {
  release: ReleaseJson;
  deliveries: DeliveryState[];
  rejection: { reasonCodes: string[]; note: string | null; reopenBy: string } | null;
};

/** The server's refusals read as the local ones: a release not in review, an account that is not staff. */
async function decide(api: ApiClient, releaseId: string, decision: 'approve' | 'reject', options: RequestOptions = {}): Promise<Decided> {
  try {
    return await aboutRelease(releaseId, () => api.request<Decided>('POST', `reviews/${encodeURIComponent(releaseId)}/${decision}`, options));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // An operator cannot read another account's release through /v1, so its status is not known here.
    if (error.code === 'invalid_transition') throw new AppError(error.code, 'releaseId', {}, `Release ${releaseId} is not in review`);
    if (error.code === 'permission_denied') {
      throw new AppError(error.code, 'as', {}, `Permission denied: ${await remoteUsername(api)} is not an operator`);
    }
    throw error;
  }
}

/** The review queue and decisions through the `/v1` API, as the token's account (staff, with the review scope). */
export function remoteReviewActions(api: ApiClient): ReviewActions {
  /** A decision and what its answer says of the release now; who acts is known first, as a local decision's. */
  const decideAs = async (releaseId: string, decision: 'approve' | 'reject', options: RequestOptions = {}) => {
    const operator = await remoteUsername(api);
    const decided = await decide(api, releaseId, decision, options);
    const { release } = decided;
    return { decided, outcome: { releaseId: release.id, title: release.title, operator, status: release.status, statusLabel: statusLabel(release.status) } };
  };
  return {
    async list() {
      const { reviews } = await api.request<{ reviews: ReviewQueueItem[] }>('GET', 'reviews');
      // /v1 adds each track's and the cover's checks; the queue item is what the local queue lists.
      return reviews.map(({ id, title, upc, releaseDate, submittedAt, artist, owner, trackCount, overdueSince }) => ({
        id,
        title,
        upc,
        releaseDate,
        submittedAt,
        artist,
        owner,
        trackCount,
        overdueSince,
      }));
    },
    async approve(releaseId) {
      const { decided, outcome } = await decideAs(releaseId, 'approve');
      return { ...outcome, deliveries: decided.deliveries };
    },
    async reject({ releaseId, reasonCodes, note }) {
      checkReasonFlags(reasonCodes);
      const { decided, outcome } = await decideAs(releaseId, 'reject', { json: { reasonCodes, ...(note !== undefined && { note }) } });
      return {
        ...outcome,
        reasonCodes: decided.rejection?.reasonCodes ?? reasonCodes,
        note: decided.rejection?.note ?? null,
        reopenBy: decided.rejection?.reopenBy ?? null,
      };
    },
  };
}

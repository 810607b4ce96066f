import type { ReviewQueueItem } from '@slipcase/services/releases/release-view';
import type { ApprovalResult } from '../approve';
import type { RejectionResult } from '../reject';

export interface Rejection {
  releaseId: string;
  reasonCodes: string[];
  note?: string;
}

/**
 * What the `review` commands do, on the local database as the operator `--as` names or on the server the CLI is
 * signed in to as the token's (staff) account: the same results either way.
 */
export interface ReviewActions {
  list(): Promise<ReviewQueueItem[]>;
  approve(releaseId: string): Promise<ApprovalResult>;
  reject(rejection: Rejection): Promise<RejectionResult>;
}

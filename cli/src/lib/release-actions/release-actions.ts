import type { DeliveryView } from '@slipcase/services/releases/release-view';
import type { CreateReleaseInput } from '../create-release';
import type { ReopeningResult } from '../reopen';
import type { SubmissionResult } from '../submit';
import type { CancelledTakedown, Confirm, TakedownInput, TakedownResult } from '../takedown';
import type { ReleaseUpdateAnswer, UpdateInput } from '../release-update-file';
import type { ReleaseValidation } from '../validate-release';
import type { ReleaseShown } from './release-shown';

/** A new single as `release create` takes it; who owns it is `--as` locally, the token's account on a server. */
export type NewSingle = Omit<CreateReleaseInput, 'as'>;

/**
 * What the `release` commands do, on the local database as `--as` or on the server the CLI is signed in to:
 * the same results either way, so one formatter serves both.
 */
export interface ReleaseActions {
  show(releaseId: string): Promise<ReleaseShown>;
  deliveries(releaseId: string): Promise<DeliveryView[]>;
  create(input: NewSingle): Promise<ReleaseShown>;
  /** Every problem the submission (for a rejected release, the reopening) would refuse, without submitting. */
  validate(releaseId: string): Promise<ReleaseValidation>;
  submit(releaseId: string): Promise<SubmissionResult>;
  reopen(releaseId: string): Promise<ReopeningResult>;
  /** `confirm` asks at the terminal; without it only `input.yes` lets the request through. */
  requestTakedown(input: TakedownInput, confirm?: Confirm): Promise<TakedownResult>;
  cancelTakedown(releaseId: string): Promise<CancelledTakedown>;
  /** Sends an update of a release the stores have, or with `dryRun` each store's diff. */
  update(input: UpdateInput): Promise<ReleaseUpdateAnswer>;
}

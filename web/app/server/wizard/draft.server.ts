import { getPrisma } from '@slipcase/db';
import { readSettings, type ReleaseCheckContext } from '@slipcase/domain';
import {
  RELEASE_DRAFT_INCLUDE,
  releaseCheckContext,
  toReleaseDraft,
  type ReleaseDraftRow,
} from '@slipcase/services/releases/release-draft';
import { availableStores } from '@slipcase/services/stores/store-catalog';
import type { SessionUser } from '../session.server';

/** What the wizard reads of a release: the workflows' mapping, the one the submission checks too. */
export const DRAFT_INCLUDE = RELEASE_DRAFT_INCLUDE;
export type DraftRow = ReleaseDraftRow;
export { toReleaseDraft };

/** Everything the rules need besides the draft, read for this user and release now (the submission's own context). */
export async function checkContextFor(user: Pick<SessionUser, 'id' | 'plan' | 'timeZone'>, release: Pick<DraftRow, 'artist'>): Promise<ReleaseCheckContext> {
  return releaseCheckContext(getPrisma(), user, release, {
    now: new Date(),
    settings: readSettings(process.env),
    stores: await availableStores(),
  });
}

import type { ReleaseCheckContext } from '@slipcase/domain';
import { checkContextFor as checkContext, RELEASE_DRAFT_INCLUDE, toReleaseDraft, type ReleaseDraftRow, type WizardOwner } from '@slipcase/services';
import { serviceDeps } from '../deps.server';

/** What the wizard reads of a release: the services' mapping, the one the submission checks too. */
export const DRAFT_INCLUDE = RELEASE_DRAFT_INCLUDE;
export type DraftRow = ReleaseDraftRow;
export { toReleaseDraft };

/** Everything the rules need besides the draft, read for this user and release now (the submission's own context). */
export async function checkContextFor(user: WizardOwner, release: Pick<DraftRow, 'artist'>): Promise<ReleaseCheckContext> {
  return checkContext(await serviceDeps(), user, release);
}

import type { ReleaseCheckContext } from '@slipcase/domain';
import { releaseCheckContext, type ReleaseDraftRow } from '../releases/release-draft';
import type { WizardDeps, WizardOwner } from './wizard-inputs';

/** Everything the rules need besides the draft, read for this owner and release now (the submission's own context). */
export function checkContextFor(deps: WizardDeps, owner: WizardOwner, release: Pick<ReleaseDraftRow, 'artist'>): Promise<ReleaseCheckContext> {
  return releaseCheckContext(deps.prisma, owner, release, { now: deps.now, settings: deps.settings, stores: deps.stores });
}

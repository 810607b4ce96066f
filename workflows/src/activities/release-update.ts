import type { StorePlugin } from '@slipcase/plugin-contract';
import type { ServiceDeps } from '@slipcase/services/deps';
import * as revisions from '@slipcase/services/updates/apply-revision';
import type { RevisionDecisionInput } from '@slipcase/services/updates/apply-revision';
import { refusingWithoutRetry } from './refusal';

export type { RevisionDecisionInput };

type Deps = Pick<ServiceDeps, 'prisma' | 'now'>;

/** The activities over an update's services: what they refuse fails without retry. */
export const recordRevisionDecision = (deps: Deps, input: RevisionDecisionInput) =>
  refusingWithoutRetry(() => revisions.recordRevisionDecision(deps, input));
export const applyRevision = (deps: Deps, input: { revisionId: string }, stores: readonly StorePlugin[]) =>
  refusingWithoutRetry(() => revisions.applyRevision(deps, input, stores));
export const finishRevision = (deps: Deps, input: { revisionId: string; status: 'delivered' | 'failed' }) =>
  refusingWithoutRetry(() => revisions.finishRevision(deps, input));

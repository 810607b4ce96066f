import type { PrismaClient } from '@slipcase/db';
import type { StorePlugin } from '@slipcase/plugin-contract';
import * as revisions from '@slipcase/services/updates/apply-revision';
import type { RevisionDecisionInput } from '@slipcase/services/updates/apply-revision';
import { refusingWithoutRetry } from './refusal';

export type { RevisionDecisionInput };

/** The activities over an update's services: what they refuse fails without retry. */
export const recordRevisionDecision = (prisma: PrismaClient, input: RevisionDecisionInput) =>
  refusingWithoutRetry(() => revisions.recordRevisionDecision(prisma, input));
export const applyRevision = (prisma: PrismaClient, input: { revisionId: string }, stores: readonly StorePlugin[]) =>
  refusingWithoutRetry(() => revisions.applyRevision(prisma, input, stores));
export const finishRevision = (prisma: PrismaClient, input: { revisionId: string; status: 'delivered' | 'failed' }) =>
  refusingWithoutRetry(() => revisions.finishRevision(prisma, input));

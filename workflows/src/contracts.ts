/**
 * The one place that names Temporal things: task queue, workflow ids, updates, queries, search attributes,
 * and their input and output types. Imported by workflow code (sandboxed) and by the client alike.
 */
import { SearchAttributeType, defineSearchAttributeKey } from '@temporalio/common';
import { defineQuery, defineUpdate } from '@temporalio/workflow';
import type { ReleaseStatus } from '@slipcase/domain';

export const TASK_QUEUE = 'slipcase-releases';

/** Business-keyed ids: a double click or a retried CLI call can never start a second workflow. */
export const releaseWorkflowId = (releaseId: string): string => `release:${releaseId}`;

export const RELEASE_ID_ATTRIBUTE = defineSearchAttributeKey('SlipcaseReleaseId', SearchAttributeType.KEYWORD);
export const RELEASE_STATUS_ATTRIBUTE = defineSearchAttributeKey('SlipcaseReleaseStatus', SearchAttributeType.KEYWORD);
/** The dev server registers these at start (`--search-attribute Name=Keyword`); production uses `temporal operator search-attribute create`. */
export const SEARCH_ATTRIBUTES = { SlipcaseReleaseId: 'Keyword', SlipcaseReleaseStatus: 'Keyword' } as const;

export interface ReleaseWorkflowInput {
  releaseId: string;
  /** The user who submitted; recorded on the timeline. */
  submittedBy: string;
  /** Where the submission came from, for the timeline. */
  via?: Channel;
  /** Ids of the store plugins to deliver to once approved; DEFAULT_STORE_IDS when absent. */
  stores?: string[];
}

/** Where the walking skeleton delivers: the local-folder store. */
export const DEFAULT_STORE_IDS: readonly string[] = ['local-folder'];

export type Channel = 'web' | 'cli';

export interface ReviewDecision {
  operatorId: string;
  /** Where the decision came from, for the timeline: 'web' or 'cli'. */
  via: Channel;
  note?: string;
}

export interface DeliveryState {
  store: string;
  status: 'pending' | 'delivering' | 'delivered' | 'failed';
  location?: string;
}

export interface ReleaseWorkflowState {
  releaseId: string;
  status: ReleaseStatus;
  deliveries: DeliveryState[];
}

/** Operator approval: accepted only while the release is in review; returns the state after acceptance. */
export const approveUpdate = defineUpdate<ReleaseWorkflowState, [ReviewDecision]>('approve');
export const releaseStateQuery = defineQuery<ReleaseWorkflowState>('state');

/** A withdrawal's workflow, keyed by its Payout row: a retried start finds the running one. */
export const withdrawalWorkflowId = (payoutId: string): string => `payout:${payoutId}`;

/** The values of the database's PayoutStatus enum. */
export type WithdrawalStatus = 'waiting' | 'paying' | 'paid' | 'failed' | 'cancelled';

export interface WithdrawalWorkflowInput {
  payoutId: string;
  /** ISO instant the payout becomes payable, computed at request time from the plan the user had then. */
  availableAt: string;
}

export interface WithdrawalWorkflowState {
  payoutId: string;
  status: WithdrawalStatus;
  availableAt: string;
  /** The provider's id of the payment, once paid. */
  externalId?: string;
  /** Why it was not paid, once failed. */
  failure?: string;
}

/** The artist takes a withdrawal back: accepted only while it waits; returns the state after cancelling. */
export const cancelWithdrawalUpdate = defineUpdate<WithdrawalWorkflowState>('cancelWithdrawal');
export const withdrawalStateQuery = defineQuery<WithdrawalWorkflowState>('withdrawalState');

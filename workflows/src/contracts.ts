/**
 * The one place that names Temporal things: task queue, workflow ids, updates, queries, search attributes,
 * and their input and output types. Imported by workflow code (sandboxed) and by the client alike.
 */
import { SearchAttributeType, defineSearchAttributeKey } from '@temporalio/common';
import { defineQuery, defineSignal, defineUpdate } from '@temporalio/workflow';
import type { ReleaseStatus, WithdrawalStatus } from '@slipcase/domain';
export type { WithdrawalStatus } from '@slipcase/domain';

export const TASK_QUEUE = 'slipcase-releases';

/** Business-keyed ids: a double click or a retried CLI call can never start a second workflow. */
export const releaseWorkflowId = (releaseId: string): string => `release:${releaseId}`;
/** The takedown of a published release: one at a time; a new one may start once the last has finished. */
export const takedownWorkflowId = (releaseId: string): string => `release:${releaseId}:takedown`;

export const RELEASE_ID_ATTRIBUTE = defineSearchAttributeKey('SlipcaseReleaseId', SearchAttributeType.KEYWORD);
export const RELEASE_STATUS_ATTRIBUTE = defineSearchAttributeKey('SlipcaseReleaseStatus', SearchAttributeType.KEYWORD);
export const UPC_ATTRIBUTE = defineSearchAttributeKey('SlipcaseUpc', SearchAttributeType.KEYWORD);
/** A delivery's store; on a release or takedown workflow, every store it delivers to. */
export const STORE_ATTRIBUTE = defineSearchAttributeKey('SlipcaseStore', SearchAttributeType.KEYWORD_LIST);
export const ARTIST_ATTRIBUTE = defineSearchAttributeKey('SlipcaseArtist', SearchAttributeType.KEYWORD);
/** The user id of the release's owner. */
export const OWNER_ATTRIBUTE = defineSearchAttributeKey('SlipcaseOwner', SearchAttributeType.KEYWORD);
/** The dev server registers these at start (`--search-attribute Name=Keyword`); production uses `temporal operator search-attribute create`. */
export const SEARCH_ATTRIBUTES = {
  SlipcaseReleaseId: 'Keyword',
  SlipcaseReleaseStatus: 'Keyword',
  SlipcaseUpc: 'Keyword',
  SlipcaseStore: 'KeywordList',
  SlipcaseArtist: 'Keyword',
  SlipcaseOwner: 'Keyword',
} as const;

/** What the client tags a release's workflows with, and shows as their summary in the Temporal UI. */
export interface ReleaseLabels {
  upc: string;
  title: string;
  artist: string;
  ownerId: string;
}

export interface ReleaseWorkflowInput {
  releaseId: string;
  /** The user who submitted; recorded on the timeline. */
  submittedBy: string;
  /** Where the submission came from, for the timeline. */
  via?: Channel;
  /** Ids of the store plugins to deliver to once approved; DEFAULT_STORE_IDS when absent. */
  stores?: string[];
  /** The release's UPC, title, artist and owner, for search attributes and summaries (absent in older histories). */
  labels?: ReleaseLabels;
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
  status: 'pending' | 'delivering' | 'delivered' | 'acknowledged' | 'failed';
  location?: string;
  /** Why the last try failed, while failed. */
  reason?: string;
  /** How many times an operator retried it. */
  retries?: number;
}

/** An operator re-runs a store's failed delivery (its child workflow); refused unless that store's delivery failed. */
export interface DeliveryRetry {
  store: string;
  operatorId: string;
  via: Channel;
}

/** Registered by every workflow that delivers to stores (deliveryRetries); returns the deliveries once accepted. */
export const retryDeliveryUpdate = defineUpdate<DeliveryState[], [DeliveryRetry]>('retryDelivery');

/**
 * Each store's deliveries run on a task queue of their own, so a worker can limit how many go to one store at once
 * (the plugin's maxConcurrentDeliveries) without holding up the others.
 */
export const deliveryTaskQueue = (store: string): string => `slipcase-delivery-${store}`;

/** The child workflow delivering a release to one store, under the workflow that asked for it. */
export const deliveryWorkflowId = (parentWorkflowId: string, store: string): string => `${parentWorkflowId}:deliver:${store}`;
/** The operator's `retry`-th retry of that child. */
export const deliveryRetryWorkflowId = (parentWorkflowId: string, store: string, retry: number): string =>
  `${deliveryWorkflowId(parentWorkflowId, store)}:retry-${retry}`;
/** An operator's resend of a delivered release's feed to one store (the store lost it), the `n`-th to that store. */
export const resendWorkflowId = (releaseId: string, store: string, n: number): string => `release:${releaseId}:resend:${store}:${n}`;

export interface DeliveryWorkflowInput {
  releaseId: string;
  store: string;
  kind: 'new' | 'update' | 'takedown';
}

/** The summary a release's workflows show in the Temporal UI: "Title — Artist". */
export const releaseSummary = (labels: Pick<ReleaseLabels, 'title' | 'artist'>, what?: string): string =>
  `${what ? `${what}: ` : ''}${labels.title} — ${labels.artist}`;

export interface DeliveryWorkflowResult {
  store: string;
  deliveryId: string;
  /** 'acknowledged' when the store confirmed it; 'delivered' when it does not acknowledge or did not in time. */
  status: 'delivered' | 'acknowledged';
  batchId: string;
  location: string;
}

/** A rejection names one or more reopening reasons: codes of the domain catalogue (checkRejection). */
export interface RejectionDecision extends ReviewDecision {
  reasonCodes: string[];
}

/** The artist reopens a rejected release after editing it. */
export interface ReopenRequest {
  userId: string;
  via: Channel;
  /** The stores chosen as the fixed release now stands (absent in histories from before it was sent). */
  stores?: string[];
}

export interface RejectionState {
  reasonCodes: string[];
  note?: string;
  operatorId: string;
  /** ISO instants: when it was rejected, and until when it may be reopened before it expires. */
  rejectedAt: string;
  reopenBy: string;
}

export interface ReleaseWorkflowState {
  releaseId: string;
  status: ReleaseStatus;
  deliveries: DeliveryState[];
  /** The last rejection, while the release is rejected (and once it expired). */
  rejection?: RejectionState;
  /** ISO instant the review became overdue (operators were alerted); only while in review. */
  reviewOverdueSince?: string;
  /** ISO instant it goes live (00:00 UTC of its release date), while approved and waiting for it. */
  liveAt?: string;
}

/** Operator approval: accepted only while the release is in review; returns the state after acceptance. */
export const approveUpdate = defineUpdate<ReleaseWorkflowState, [ReviewDecision]>('approve');
/** Operator rejection: accepted only while the release is in review, with catalogued reasons. */
export const rejectUpdate = defineUpdate<ReleaseWorkflowState, [RejectionDecision]>('reject');
/** The artist reopens: accepted only while the release is rejected and its reopening window is open. */
export const reopenUpdate = defineUpdate<ReleaseWorkflowState, [ReopenRequest]>('reopen');
export const releaseStateQuery = defineQuery<ReleaseWorkflowState>('state');
/** The release's date (or what else decides when it goes live) changed: the workflow reads it again. */
export const releaseChangedSignal = defineSignal('releaseChanged');
/**
 * Answers once the workflow has moved the submitted (or reopened) release into review, at once when it is past
 * that: what a submission waits for, so the artist's next page already says "In review".
 */
export const reviewReachedUpdate = defineUpdate<ReleaseWorkflowState>('reviewReached');

/** The values of the database's TakedownStatus enum. */
export type TakedownStatus = 'requested' | 'processing' | 'done' | 'cancelled';

export interface TakedownWorkflowInput {
  releaseId: string;
  /** The TakedownRequest row this workflow carries out. */
  takedownRequestId: string;
  requestedBy: string;
  via: Channel;
  /** A takedown reason of the domain (checkTakedownRequest); free text with 'other'. */
  reason: string;
  otherText?: string;
  /** ISO instant the feeds go out unless cancelled before: fixed at request time (settings.takedownGraceHours). */
  processAt: string;
  /** The release's UPC, title, artist and owner, for search attributes and summaries (absent in older histories). */
  labels?: ReleaseLabels;
}

export interface TakedownWorkflowState {
  releaseId: string;
  takedownRequestId: string;
  status: TakedownStatus;
  processAt: string;
  /** The takedown feeds, one per store that has the release; empty until processing starts. */
  deliveries: DeliveryState[];
}

export interface TakedownCancellation {
  userId: string;
  via: Channel;
}

/** The artist cancels: accepted only before processing starts; the release is published again. */
export const cancelTakedownUpdate = defineUpdate<TakedownWorkflowState, [TakedownCancellation]>('cancelTakedown');
export const takedownStateQuery = defineQuery<TakedownWorkflowState>('takedownState');

/** A withdrawal's workflow, keyed by its Payout row: a retried start finds the running one. */
export const withdrawalWorkflowId = (payoutId: string): string => `payout:${payoutId}`;


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

/**
 * A statement import's workflow, keyed by what it imports: the same files for the same store and period find the
 * running (or finished) import instead of posting twice.
 */
export const statementImportWorkflowId = (store: string, period: string | null, sha256: string): string =>
  `statement:${store}:${period ?? 'auto'}:${sha256}`;

/** The month's "statement ready" mail (decision 034): one at a time per month; a statement posted while it runs signals it. */
export const statementMailWorkflowId = (period: string): string => `statement-mail:${period}`;

export interface StatementImportInput {
  store: string;
  /** `YYYY-MM`, or null to take the file's own period. */
  period: string | null;
  /** SHA-256 of the files' bytes in part order. */
  sha256: string;
  format: 'dsr' | 'csv';
  /** The stored files, in part order. */
  files: { name: string; key: string }[];
  /** US dollars per unit of each currency, as decimal texts ("1.08"). */
  usdRates: Record<string, string>;
  importedById: string | null;
}

export interface StatementImportProblem {
  code: string;
  message: string;
  part?: number;
  lineNo?: number;
  detail?: string;
}

export interface StatementCurrencyTotal {
  currency: string;
  total: string;
  /** US dollars for one unit ("1" for US dollars). */
  usdRate: string;
}

export interface StatementImportState {
  status: 'importing' | 'posted' | 'duplicate' | 'failed';
  statementId?: string;
  period?: string;
  lineCount?: number;
  /** Each currency of the statement's lines: its total (a decimal text) and the rate it was converted at. */
  totals?: StatementCurrencyTotal[];
  /** Decimal texts: the statement's worth in US dollars, and what went to suspense. */
  usdTotal?: string;
  suspenseUsd?: string;
  problem?: StatementImportProblem;
}

export const statementImportStateQuery = defineQuery<StatementImportState>('statementImportState');

/** An update of a release the stores have, one per revision: `release:<id>:update:<revisionNo>`. */
export const releaseUpdateWorkflowId = (releaseId: string, revisionNo: number): string => `release:${releaseId}:update:${revisionNo}`;

export interface ReleaseUpdateWorkflowInput {
  releaseId: string;
  /** The ReleaseRevision row it carries out, and its number on the release. */
  revisionId: string;
  revisionNo: number;
  /** An operator approves or rejects it before it is applied (domain updateNeedsReview). */
  needsReview: boolean;
  proposedBy: string;
  via: Channel;
  /** The release's UPC, title, artist and owner, for search attributes and summaries (absent in older histories). */
  labels?: ReleaseLabels;
}

/** The values of the database's RevisionStatus enum. */
export type RevisionStatus = 'pending_review' | 'approved' | 'rejected' | 'delivering' | 'delivered' | 'failed';

export interface ReleaseUpdateState {
  releaseId: string;
  revisionId: string;
  status: RevisionStatus;
  /** One update delivery per store that has the release and takes updates; empty until it is applied. */
  deliveries: DeliveryState[];
  /** The stores that have the release but take no updates (their plugins say so): they keep what they have. */
  skipped?: string[];
}

/** Operator approval of an update: accepted only while it waits for review. */
export const approveRevisionUpdate = defineUpdate<ReleaseUpdateState, [ReviewDecision]>('approveRevision');
/** Operator rejection of an update: accepted only while it waits for review; the stores keep what they have. */
export const rejectRevisionUpdate = defineUpdate<ReleaseUpdateState, [ReviewDecision]>('rejectRevision');
export const releaseUpdateStateQuery = defineQuery<ReleaseUpdateState>('releaseUpdateState');

// ── Mastering (issue 32) ──

/** The DSP runs on a queue of its own, so the workers that master (CPU-bound, one at a time) scale apart. */
export const MASTERING_TASK_QUEUE = 'slipcase-mastering';
export const masteringWorkflowId = (jobId: string): string => `mastering:${jobId}`;

export interface MasteringWorkflowInput {
  jobId: string;
}

export interface MasteringWorkflowResult {
  jobId: string;
  status: 'succeeded' | 'failed';
  /** The error code of a failed job. */
  failure?: string;
}

// ── Analytics (issue 30) ──

/** A store's daily trend file for one day (issue 30): importing it again changes nothing, a corrected file replaces the day. */
export const trendsDayWorkflowId = (store: string, day: string): string => `trends:${store}:${day}`;

/** The Temporal schedule that reads a store's trend files each day. */
export const trendsScheduleId = (store: string): string => `trends:${store}`;

export interface TrendsDayInput {
  store: string;
  /** YYYY-MM-DD. */
  day: string;
}

/** What the day's import came to (services' StoreTrendDayOutcome, without the problems' details). */
export interface TrendsDayResult {
  status: 'imported' | 'replaced' | 'unchanged' | 'refused' | 'no_file';
  importId?: string;
}
// ── Pre-save campaigns (issue 29) ──

/** A pre-save campaign's workflow, keyed by its campaign: a retried start finds the running one. */
export const presaveWorkflowId = (campaignId: string): string => `presave:${campaignId}`;

export interface PresaveWorkflowInput {
  campaignId: string;
}

export interface PresaveWorkflowState {
  campaignId: string;
  /** Waiting for the release to go live, saving for each subscriber, done; called off when the release will not go live. */
  status: 'waiting' | 'saving' | 'done' | 'called_off';
  liveAt: string | null;
  saved: number;
  failed: number;
  revoked: number;
}

export const presaveStateQuery = defineQuery<PresaveWorkflowState>('presaveState');

/**
 * What the use cases need of Temporal: start, signal and query the workflows of a release, its takedown and a
 * withdrawal. `@slipcase/workflows/client` implements these (business-keyed ids, task queue, search attributes);
 * a use case is given them and never names Temporal.
 */
import type {
  Channel,
  DeliveryRetry,
  DeliveryState,
  MasteringWorkflowInput,
  MasteringWorkflowResult,
  RejectionDecision,
  ReleaseLabels,
  ReleaseUpdateState,
  ReleaseUpdateWorkflowInput,
  ReleaseWorkflowInput,
  ReleaseWorkflowState,
  ReopenRequest,
  ReviewDecision,
  TakedownCancellation,
  TakedownWorkflowInput,
  TakedownWorkflowState,
  StatementCurrencyTotal,
  StatementImportInput,
  StatementImportState,
  WithdrawalWorkflowInput,
  WithdrawalWorkflowState,
} from '@slipcase/workflows/contracts';

export type {
  Channel,
  DeliveryRetry,
  DeliveryState,
  MasteringWorkflowInput,
  MasteringWorkflowResult,
  ReleaseUpdateState,
  ReleaseUpdateWorkflowInput,
  RejectionDecision,
  ReleaseLabels,
  ReleaseWorkflowState,
  ReopenRequest,
  ReviewDecision,
  TakedownCancellation,
  TakedownWorkflowState,
  StatementCurrencyTotal,
  StatementImportInput,
  StatementImportState,
  WithdrawalWorkflowState,
};

export interface StartedWorkflow {
  workflowId: string;
  runId: string;
}

/**
 * A signal or update sent to a workflow that is not running (finished, never started). The use case says why, in
 * the caller's terms (the release's status); the workflow's own refusals arrive as AppErrors of their code.
 */
export class WorkflowNotRunningError extends Error {
  constructor(readonly workflowId: string) {
    super(`The workflow ${workflowId} is not running`);
    this.name = 'WorkflowNotRunningError';
  }
}

/** A release's review-to-delivery workflow. */
export interface ReleaseWorkflows {
  /** The release's workflow while it runs; null once finished or never started. */
  running(releaseId: string): Promise<StartedWorkflow | null>;
  /** Starts it, or finds the one already running (a double click never starts a second one). */
  start(input: ReleaseWorkflowInput & { via: Channel }): Promise<StartedWorkflow>;
  approve(releaseId: string, decision: ReviewDecision): Promise<ReleaseWorkflowState>;
  reject(releaseId: string, decision: RejectionDecision): Promise<ReleaseWorkflowState>;
  reopen(releaseId: string, request: ReopenRequest): Promise<ReleaseWorkflowState>;
  /** Tells the running workflow the release changed (its date): it reads it again before going live. */
  releaseChanged(releaseId: string): Promise<void>;
  /** What it reports now; null when the release was never submitted. */
  state(releaseId: string): Promise<ReleaseWorkflowState | null>;
}

/** An update of a release the stores have: review when it needs one, then one update delivery per store. */
export interface ReleaseUpdateWorkflows {
  /** Starts it, or finds the one already running for this revision. */
  start(input: ReleaseUpdateWorkflowInput): Promise<StartedWorkflow>;
  approve(releaseId: string, revisionNo: number, decision: ReviewDecision): Promise<ReleaseUpdateState>;
  reject(releaseId: string, revisionNo: number, decision: ReviewDecision): Promise<ReleaseUpdateState>;
}

/** A published release's takedown workflow. */
export interface TakedownWorkflows {
  running(releaseId: string): Promise<StartedWorkflow | null>;
  start(input: TakedownWorkflowInput): Promise<StartedWorkflow>;
  cancel(releaseId: string, cancellation: TakedownCancellation): Promise<TakedownWorkflowState>;
  /** What the last takedown workflow reports (a finished one too); null when none was ever requested. */
  state(releaseId: string): Promise<TakedownWorkflowState | null>;
}

/** A withdrawal's workflow, which pays it once its wait is over. */
export interface WithdrawalWorkflows {
  start(input: WithdrawalWorkflowInput): Promise<StartedWorkflow>;
  cancel(payoutId: string): Promise<WithdrawalWorkflowState>;
  /** What it reports (a finished one too); null when the payout has no workflow. */
  state(payoutId: string): Promise<WithdrawalWorkflowState | null>;
}

/** A statement import's workflow: read, check and post the files, then tell those it credited. */
export interface StatementImportWorkflows {
  /** Starts it, or finds the one running for the same store, period and files. */
  start(input: StatementImportInput): Promise<StartedWorkflow>;
  state(workflowId: string): Promise<StatementImportState | null>;
  /** How many lines a running import has read, as its last heartbeat said; null before the first or when done. */
  linesRead?(workflowId: string): Promise<number | null>;
  /** Waits for it to finish and returns how it ended. */
  result(workflowId: string): Promise<StatementImportState>;
}

/** What an operator does about a store's delivery: retry a failed one, resend a delivered release's feed. */
export interface DeliveryWorkflows {
  /**
   * Re-runs a store's failed delivery in the workflow that delivers it (the release's, or its takedown's); returns
   * that workflow's deliveries once the retry started. Refused (invalid_transition) unless that store failed.
   */
  retry(target: { releaseId: string; workflow: 'release' | 'takedown' }, retry: DeliveryRetry): Promise<DeliveryState[]>;
  /** Sends the release's feed to one store again, as its `n`-th resend there: the same `n` finds the running one. */
  resend(input: { releaseId: string; store: string; n: number }): Promise<StartedWorkflow>;
}

/** A mastering job's workflow: the DSP on its own task queue, then the job's row. */
export interface MasteringWorkflows {
  /** Starts it, or finds the one already running for the job. */
  start(input: MasteringWorkflowInput): Promise<StartedWorkflow>;
  /** Waits for it to finish and returns how it ended. */
  result(jobId: string): Promise<MasteringWorkflowResult>;
}

/** Every workflow port, as the web and the CLI's local mode build them once. */
export interface WorkflowPorts {
  deliveries: DeliveryWorkflows;
  releases: ReleaseWorkflows;
  updates: ReleaseUpdateWorkflows;
  takedowns: TakedownWorkflows;
  withdrawals: WithdrawalWorkflows;
  statements: StatementImportWorkflows;
  mastering: MasteringWorkflows;
}

import { config } from '@slipcase/config';
import { Context } from '@temporalio/activity';
import type { PrismaClient } from '@slipcase/db';
import type { Settings } from '@slipcase/domain';
import type { TrendsDayInput } from '../contracts';
import type { StorePlugin } from '@slipcase/plugin-contract';
import { deliverRelease, type ActivityProgress, type DeliverReleaseInput } from './deliver-release';
import { checkAcknowledgement, type CheckAcknowledgementInput } from './check-acknowledgement';
import { recordDeliveryEvent, type DeliveryEventInput } from '@slipcase/services/deliveries/delivery-events';
import { transitionRelease, type TransitionReleaseInput } from './transition-release';
import { releaseLiveAt } from '@slipcase/services/lifecycle/release-live-at';
import { recordStoreLinks } from '@slipcase/services/deliveries/store-links';
import { alertOverdueReview, type OverdueReviewInput } from './alert-overdue-review';
import { alertUnconfirmedTakedown, type UnconfirmedTakedownInput } from './alert-unconfirmed-takedown';
import { reviewRelease, type ReviewReleaseInput } from './review-release';
import {
  beginTakedown,
  cancelTakedownRequest,
  completeTakedown,
  type CancelTakedownInput,
  type TakedownRequestInput,
} from './takedown';
import { applyRevision, finishRevision, recordRevisionDecision, type RevisionDecisionInput } from './release-update';
import { railsFromEnv } from '@slipcase/services/payouts/rails/rails-from-env';
import type { PayoutRails } from '@slipcase/services/payouts/rails/rail';
import { cancelPayout, failPayout, payPayout, type FailPayoutInput, type PayoutInput } from './payouts';
import { importStatement } from './statements';
import { failMasteringJob, masterTrack } from './mastering';
import { LocalFileStorage, type MasteringRefunds, type StatementImportInput } from '@slipcase/services';
import { importTrendsDay } from './trends';
import { presaveActivities } from './presave';
import { streamingFromConfig } from '@slipcase/services/streaming/streaming-from-config';
import type { StreamingDeps } from '@slipcase/services/presave/presave-deps';
import { mailStatementsReadyActivity, notifyStatementReadyActivity, statementMailer, statementMailPendingActivity, type StatementMailer } from './statement-notice';

export type { DeliverReleaseInput, DeliverReleaseResult } from './deliver-release';
export type { AcknowledgementCheck, CheckAcknowledgementInput } from './check-acknowledgement';
export type { DeliveryEventInput, DeliveryTimelineStep } from '@slipcase/services/deliveries/delivery-events';
export type { TransitionReleaseInput, TransitionResult } from './transition-release';
export type { OverdueReviewInput } from './alert-overdue-review';
export type { ReviewReleaseInput } from './review-release';
export type { BegunTakedown, CancelTakedownInput, TakedownRequestInput } from './takedown';
export type { UnconfirmedTakedownInput } from './alert-unconfirmed-takedown';
export type { RevisionDecisionInput } from './release-update';
export type { FailPayoutInput, PaidPayout, PayoutInput } from './payouts';

export interface ActivityDeps {
  prisma: PrismaClient;
  stores: readonly StorePlugin[];
  settings: Settings;
  /** Root of uploaded media; releases store keys relative to it. */
  storageDir: string;
  /** Payout rails by method; railsFromEnv(config().env) when absent. */
  rails?: PayoutRails;
  /** The statement-ready mail; over config().mail's SMTP server when absent. */
  statementMail?: StatementMailer;
  /** Streaming providers and the tokens' cipher for pre-saves; from config().streaming when absent. */
  streaming?: Omit<StreamingDeps, 'prisma' | 'now'>;
  /** Where mails' links point; config().web.publicUrl (`npm start` sets it) or the local web server when absent. */
  publicUrl?: string;
  /** Gives back a failed mastering job's payment (the billing provider); a failed job is only marked when absent. */
  masteringRefunds?: MasteringRefunds;
}

/** The running activity's heartbeat and attempt, read when called (each activity call has its own context). */
const activityProgress: ActivityProgress = {
  heartbeat: (details) => Context.current().heartbeat(details),
  attempt: () => Context.current().info.attempt,
};

/** The settings the workflows' timers and activity options follow, as this worker is configured. */
export type WorkflowSettings = Pick<Settings, 'reopeningWindowDays' | 'deliveryHeartbeatSeconds' | 'deliveryRetrySeconds' | 'ackPollSeconds' | 'ackTimeoutHours' | 'takedownConfirmHours'
>;

export function createActivities(deps: ActivityDeps) {
  const rails = deps.rails ?? railsFromEnv(config().env);
  const statementMail = deps.statementMail ?? statementMailer(config().mail);
  const { web } = config();
  const baseUrl = deps.publicUrl ?? web.publicUrl ?? `http://localhost:${web.port}`;
  const streaming = deps.streaming ?? streamingFromConfig(config().streaming);
  const storeName = (store: string) => deps.stores.find((plugin) => plugin.id === store)?.name ?? store;
  return {
    transitionRelease: (input: TransitionReleaseInput) => transitionRelease(deps.prisma, input),
    deliverRelease: (input: DeliverReleaseInput) => deliverRelease({ ...deps, progress: activityProgress }, input),
    checkAcknowledgement: (input: CheckAcknowledgementInput) => checkAcknowledgement(deps, input),
    recordDeliveryEvent: (input: DeliveryEventInput) => recordDeliveryEvent(deps.prisma, input),
    reviewRelease: (input: ReviewReleaseInput) => reviewRelease(deps.prisma, input),
    releaseLiveAt: (input: { releaseId: string }) => releaseLiveAt(deps.prisma, input),
    recordStoreLinks: (input: { releaseId: string }) => recordStoreLinks(deps, input),
    alertOverdueReview: (input: OverdueReviewInput) => alertOverdueReview(deps.prisma, input),
    lifecycleSettings: async (): Promise<WorkflowSettings> => ({
      reopeningWindowDays: deps.settings.reopeningWindowDays,
      deliveryHeartbeatSeconds: deps.settings.deliveryHeartbeatSeconds,
      deliveryRetrySeconds: deps.settings.deliveryRetrySeconds,
      ackPollSeconds: deps.settings.ackPollSeconds,
      ackTimeoutHours: deps.settings.ackTimeoutHours,
      takedownConfirmHours: deps.settings.takedownConfirmHours,
    }),
    cancelTakedownRequest: (input: CancelTakedownInput) => cancelTakedownRequest(deps.prisma, input),
    beginTakedown: (input: TakedownRequestInput) => beginTakedown(deps, input),
    alertUnconfirmedTakedown: (input: UnconfirmedTakedownInput) => alertUnconfirmedTakedown(deps.prisma, input),
    completeTakedown: (input: TakedownRequestInput) => completeTakedown(deps.prisma, input),
    recordRevisionDecision: (input: RevisionDecisionInput) => recordRevisionDecision({ prisma: deps.prisma, now: new Date() }, input),
    applyRevision: (input: { revisionId: string }) => applyRevision({ prisma: deps.prisma, now: new Date() }, input, deps.stores),
    finishRevision: (input: { revisionId: string; status: 'delivered' | 'failed' }) => finishRevision({ prisma: deps.prisma, now: new Date() }, input),
    payPayout: (input: PayoutInput) => payPayout({ prisma: deps.prisma, rails }, input),
    failPayout: (input: FailPayoutInput) => failPayout(deps.prisma, input),
    cancelPayout: (input: PayoutInput) => cancelPayout(deps.prisma, input),
    importStatement: (input: StatementImportInput) => importStatement({ ...deps, storage: new LocalFileStorage(deps.storageDir) }, input),
    notifyStatementReady: (input: { statementId: string }) => notifyStatementReadyActivity(deps, input),
    importTrendsDay: (input: TrendsDayInput) => importTrendsDay(deps, input),
    mailStatementsReady: (input: { period: string }) => mailStatementsReadyActivity({ prisma: deps.prisma, mail: statementMail, baseUrl, storeName }, input),
    statementMailPending: (input: { period: string }) => statementMailPendingActivity(deps, input),
    masterTrack: (input: { jobId: string }) => masterTrack({ prisma: deps.prisma, storage: new LocalFileStorage(deps.storageDir) }, input),
    failMasteringJob: (input: { jobId: string; failure: string }) => failMasteringJob({ prisma: deps.prisma, refunds: deps.masteringRefunds }, input),
    ...presaveActivities({ prisma: deps.prisma, ...streaming }),
  };
}

export type Activities = ReturnType<typeof createActivities>;

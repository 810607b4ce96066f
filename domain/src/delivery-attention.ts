import { awaitsAnswer } from './delivery-status';
import type { ReleaseStatus } from './release-status';
import type { Settings } from './settings';

const HOUR_MS = 3_600_000;

/** Statuses a release passes through on its way and should not stay in for long: the console lists one that does. */
export const STUCK_STATUSES = ['in_review', 'in_process', 'approved', 'takedown_requested'] as const satisfies readonly ReleaseStatus[];

/** A release in one of the STUCK_STATUSES since longer than `stuckStatusHours`. */
export function isStuck(input: { status: ReleaseStatus; since: Date; now: Date; settings: Pick<Settings, 'stuckStatusHours'> }): boolean {
  return (
    (STUCK_STATUSES as readonly ReleaseStatus[]).includes(input.status) &&
    input.now.getTime() - input.since.getTime() > input.settings.stuckStatusHours * HOUR_MS
  );
}

/**
 * A delivery step that needs an operator: the store never acknowledged (`ack_timeout`), or a store did not confirm
 * something by its deadline (any step ending in `_unconfirmed`, such as a takedown's).
 */
export function isEscalation(step: string): boolean {
  return step === 'ack_timeout' || step.endsWith('_unconfirmed');
}

/** A delivery handed to a store that acknowledges, still without its answer `ackOverdueHours` after it was sent. */
export function isAckOverdue(input: {
  status: string;
  sentAt: Date | null;
  acknowledges: boolean;
  now: Date;
  settings: Pick<Settings, 'ackOverdueHours'>;
}): boolean {
  return (
    input.acknowledges &&
    awaitsAnswer(input.status) &&
    input.sentAt !== null &&
    input.now.getTime() - input.sentAt.getTime() > input.settings.ackOverdueHours * HOUR_MS
  );
}

/** Statuses in which every store has the release: its feed can be sent to one of them again. */
const RESENDABLE: readonly ReleaseStatus[] = ['approved', 'published'];

export type DeliveryRemedy =
  | { action: 'retry'; workflow: 'release' | 'takedown' }
  | { action: 'resend' }
  | { action: null };

/**
 * What an operator can do about a store's delivery: retry it while the workflow that sent it waits for that
 * (a release's delivery while in process, a takedown's while requested), or send the release again to a store
 * that had it once every store has it (the store lost it, or an earlier resend failed).
 */
export function deliveryRemedy(input: { releaseStatus: ReleaseStatus; kind: 'new' | 'update' | 'takedown'; failed: boolean }): DeliveryRemedy {
  const { releaseStatus, kind, failed } = input;
  if (failed && kind === 'new' && releaseStatus === 'in_process') return { action: 'retry', workflow: 'release' };
  if (failed && kind === 'takedown' && releaseStatus === 'takedown_requested') return { action: 'retry', workflow: 'takedown' };
  if (kind === 'new' && RESENDABLE.includes(releaseStatus)) return { action: 'resend' };
  return { action: null };
}

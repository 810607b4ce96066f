import {
  daysBetween,
  isPlan,
  isReopeningReasonCode,
  localDate,
  reopeningDeadline,
  takedownEligibility,
  type ReopeningReasonCode,
  type Settings,
} from '@slipcase/domain';

export type LifecycleSettings = Pick<Settings, 'reopeningWindowDays' | 'takedownGraceHours'>;

/** An operator's rejection of a release. */
export interface RejectionView {
  reviewedAt: string;
  reasonCodes: ReopeningReasonCode[];
  note: string | null;
  /** Until when the artist may reopen the release; it expires afterwards. */
  reopenBy: string;
}

export interface TakedownRequestView {
  id: string;
  reason: string;
  otherText: string | null;
  status: 'requested' | 'processing' | 'done' | 'cancelled';
  requestedAt: string;
  /** When the takedown feeds go out unless cancelled before: as stored at the request. */
  processAt: string;
  /** The stores it goes to; empty for a request from before stores could be chosen (every store). */
  stores: string[];
  /** The day chosen for it (YYYY-MM-DD), or null for as soon as the grace period is over. */
  on: string | null;
  cancelledAt: string | null;
  completedAt: string | null;
}

/** A free user's wait before a takedown: from which day (YYYY-MM-DD, the user's calendar) and how many days are left. */
export interface TakedownWait {
  allowedFrom: string;
  days: number;
}

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

export function rejectionView(
  review: { createdAt: Date; reasonCodes: string[]; note: string | null },
  settings: Pick<Settings, 'reopeningWindowDays'>,
): RejectionView {
  return {
    reviewedAt: review.createdAt.toISOString(),
    reasonCodes: review.reasonCodes.filter(isReopeningReasonCode),
    note: review.note,
    reopenBy: reopeningDeadline({ rejectedAt: review.createdAt, settings }).toISOString(),
  };
}

export function takedownRequestView(
  request: {
    id: string;
    reason: string;
    otherText: string | null;
    status: TakedownRequestView['status'];
    requestedAt: Date;
    processAt: Date;
    stores: string[];
    takeDownOn: Date | null;
    cancelledAt: Date | null;
    completedAt: Date | null;
  },
): TakedownRequestView {
  return {
    id: request.id,
    reason: request.reason,
    otherText: request.otherText,
    status: request.status,
    requestedAt: request.requestedAt.toISOString(),
    processAt: request.processAt.toISOString(),
    stores: request.stores,
    on: request.takeDownOn?.toISOString().slice(0, 10) ?? null,
    cancelledAt: isoOrNull(request.cancelledAt),
    completedAt: isoOrNull(request.completedAt),
  };
}

/** A time zone Intl knows, else UTC: a bad value in a profile must not break a page. */
function knownTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** Null when the owner may request a takedown now (a paid plan, or the free plan's wait is over). */
export function takedownWait(input: { plan: string; timeZone: string; releaseDate: string; now: Date }): TakedownWait | null {
  const timeZone = knownTimeZone(input.timeZone);
  const eligibility = takedownEligibility({
    plan: isPlan(input.plan) ? input.plan : 'free',
    releaseDate: input.releaseDate,
    now: input.now,
    timeZone,
  });
  if (eligibility.allowed) return null;
  return { allowedFrom: eligibility.allowedFrom, days: daysBetween(localDate(input.now, timeZone), eligibility.allowedFrom) };
}

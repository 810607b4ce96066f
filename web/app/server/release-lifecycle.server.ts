import { getPrisma } from '@slipcase/db';
import {
  daysBetween,
  isPlan,
  isReopeningReasonCode,
  localDate,
  readSettings,
  reopeningDeadline,
  takedownEligibility,
  type ReopeningReasonCode,
} from '@slipcase/domain';

export interface RejectionView {
  reviewedAt: string;
  reasonCodes: ReopeningReasonCode[];
  note: string | null;
  /** Until when the artist may reopen the release; it expires afterwards. */
  reopenBy: string;
}

export interface TakedownRequestView {
  reason: string;
  otherText: string | null;
  status: 'requested' | 'processing' | 'done' | 'cancelled';
  requestedAt: string;
  /** When its feeds go out: until then the artist may cancel it (settings.takedownGraceHours after the request). */
  cancellableUntil: string;
}

/** A free user's wait before a takedown: from which day (YYYY-MM-DD, the user's calendar) and how many days are left. */
export interface TakedownWait {
  allowedFrom: string;
  days: number;
}

/** The operators' rejections of a release, oldest first. */
export async function listRejections(releaseId: string): Promise<RejectionView[]> {
  const reviews = await getPrisma().releaseReview.findMany({
    where: { releaseId, decision: 'rejected' },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { createdAt: true, reasonCodes: true, note: true },
  });
  const settings = readSettings(process.env);
  return reviews.map((review) => ({
    reviewedAt: review.createdAt.toISOString(),
    reasonCodes: review.reasonCodes.filter(isReopeningReasonCode),
    note: review.note,
    reopenBy: reopeningDeadline({ rejectedAt: review.createdAt, settings }).toISOString(),
  }));
}

/** The takedown requests of a release, oldest first. */
export async function listTakedownRequests(releaseId: string): Promise<TakedownRequestView[]> {
  const requests = await getPrisma().takedownRequest.findMany({
    where: { releaseId },
    orderBy: [{ requestedAt: 'asc' }, { id: 'asc' }],
    select: { reason: true, otherText: true, status: true, requestedAt: true },
  });
  const graceMs = readSettings(process.env).takedownGraceHours * 60 * 60 * 1000;
  return requests.map((request) => ({
    ...request,
    requestedAt: request.requestedAt.toISOString(),
    cancellableUntil: new Date(request.requestedAt.getTime() + graceMs).toISOString(),
  }));
}

/** A time zone Intl knows, else UTC: a bad value in a profile must not break the page. */
function knownTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** Null when the user may request a takedown now (a paid plan, or the free plan's wait is over). */
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

import { RELEASE_STATUSES } from '@slipcase/domain';
import type { TimelineEntry } from '@slipcase/services';

/**
 * Events the timeline names in words (`timeline.events.<key>`): every status a release moves into (the domain's
 * list, but for the draft it starts as and 'unknown'), and these; others read "Status changed to …".
 */
const NAMED_EVENTS = new Set<string>([
  'created',
  ...RELEASE_STATUSES.filter((status) => status !== 'draft' && status !== 'unknown'),
  ...['review_overdue', 'takedown_cancelled', 'removed_from_stores', 'takedown_unconfirmed', 'updated'],
]);

/** Events whose reason lists store ids (a takedown's stores): shown with the stores' names. */
const STORE_EVENTS = new Set(['removed', 'removed_from_stores', 'takedown_unconfirmed']);

/** The store ids in the reasons of takedown events replaced by the stores' names. */
export function withStoreNames<T extends Pick<TimelineEntry, 'type' | 'reason'>>(entries: readonly T[], names: Record<string, string>): T[] {
  return entries.map((entry) =>
    STORE_EVENTS.has(entry.type) && entry.reason
      ? { ...entry, reason: entry.reason.split(', ').map((store) => names[store] ?? store).join(', ') }
      : entry,
  );
}

/** The translation key of an event, or null when it has none. */
export function timelineEventKey(entry: Pick<TimelineEntry, 'type' | 'fromStatus'>): string | null {
  // Cancelling a takedown is the move back to published.
  if (entry.type === 'published' && entry.fromStatus === 'takedown_requested') return 'takedown_cancelled';
  return NAMED_EVENTS.has(entry.type) ? entry.type : null;
}

export interface RejectionDetails {
  reasonCodes: string[];
  note: string | null;
}

export interface TakedownDetails {
  reason: string;
  otherText: string | null;
}

export interface TimelineItem extends TimelineEntry {
  /** On a rejection: the reopening reasons the operator named. */
  rejection?: RejectionDetails;
  /** On a takedown request: the reason the artist chose. */
  takedown?: TakedownDetails;
}

/**
 * Puts the reasons of each review and takedown request beside its event. Both are recorded once per event and
 * in the same order, so the n-th rejection event belongs to the n-th rejection (timestamps of the two rows differ).
 */
export function decorateTimeline(
  entries: readonly TimelineEntry[],
  rejections: readonly RejectionDetails[],
  takedowns: readonly TakedownDetails[],
): TimelineItem[] {
  let rejected = 0;
  let requested = 0;
  return entries.map((entry) => {
    if (entry.type === 'rejected') {
      const rejection = rejections[rejected++];
      return rejection ? { ...entry, rejection: { reasonCodes: rejection.reasonCodes, note: rejection.note } } : entry;
    }
    if (entry.type === 'takedown_requested') {
      const takedown = takedowns[requested++];
      return takedown ? { ...entry, takedown: { reason: takedown.reason, otherText: takedown.otherText } } : entry;
    }
    return entry;
  });
}

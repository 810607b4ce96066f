import { addDays, localDate, parseIsoDate, startOfLocalDay, type IsoDate } from './calendar-date';
import type { FieldError } from './errors';
import type { StorePresence } from './store-standing';

/**
 * Where a takedown applies: which stores, and from which day. Absent stores mean every store the release is live
 * in; an absent date means as soon as the grace period is over.
 */

/** The timeline step of a takedown a store has not confirmed by its deadline: what the operators' queue lists. */
export const TAKEDOWN_UNCONFIRMED_STEP = 'takedown_unconfirmed';

/** The stores a takedown may still go to: where the release is live, or its removal failed. */
export function takedownCandidates(presence: readonly StorePresence[]): string[] {
  return presence.filter((p) => p.state === 'live' || p.state === 'removal_failed').map((p) => p.store);
}

/**
 * The stores a takedown goes to: the chosen ones (each once, in the candidates' order), or every candidate when
 * none is chosen. A store that is not a candidate is refused at its index.
 */
export function checkTakedownStores(
  chosen: readonly string[] | undefined,
  candidates: readonly string[],
): { stores: string[]; errors: FieldError[] } {
  if (!chosen || chosen.length === 0) return { stores: [...candidates], errors: [] };
  const errors = chosen.flatMap((store, index): FieldError[] =>
    candidates.includes(store) ? [] : [{ code: 'invalid_choice', field: `stores.${index}` }],
  );
  return { stores: candidates.filter((store) => chosen.includes(store)), errors };
}

/** Whether a takedown reaches every store the release is live in: then the release is removed, not only there. */
export function removesEverywhere(stores: readonly string[], candidates: readonly string[]): boolean {
  return candidates.every((store) => stores.includes(store));
}

/**
 * A takedown date: a real calendar date, from today to `takedownHorizonDays` ahead, in the user's time zone.
 * The refusal names the last day allowed.
 */
export function checkTakedownDate(
  on: string,
  input: { now: Date; timeZone?: string; settings: { takedownHorizonDays: number } },
): FieldError[] {
  const today = localDate(input.now, input.timeZone);
  const max = addDays(today, input.settings.takedownHorizonDays);
  // ISO dates compare as strings.
  if (!parseIsoDate(on) || on < today || on > max) return [{ code: 'takedown_date_invalid', field: 'on', params: { today, max } }];
  return [];
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * When a takedown requested at `requestedAt` is processed unless cancelled before: after the grace period set
 * then, and not before the start of the chosen day in the user's time zone. Computed once, at the request, and
 * stored: a later change of the setting never moves a waiting takedown.
 */
export function takedownProcessAt(
  requestedAt: Date,
  settings: { takedownGraceHours: number },
  on?: { date: IsoDate; timeZone?: string },
): Date {
  const afterGrace = requestedAt.getTime() + settings.takedownGraceHours * HOUR_MS;
  const onDay = on ? startOfLocalDay(on.date, on.timeZone).getTime() : afterGrace;
  return new Date(Math.max(afterGrace, onDay));
}

/** A takedown's scope as stored and compared: its stores and its day (YYYY-MM-DD, null: as soon as possible). */
export interface TakedownAsked {
  stores: readonly string[];
  on: string | null;
}

/**
 * Whether a takedown asked while another waits is the same one again (a double click, a retried call), which answers
 * the waiting one; any other stores or day is refused with 'takedown_pending' naming the waiting one.
 */
export function checkTakedownAgainstPending(asked: TakedownAsked, pending: TakedownAsked & { processOn: string }): FieldError[] {
  const same = asked.on === pending.on && asked.stores.length === pending.stores.length && asked.stores.every((store) => pending.stores.includes(store));
  if (same) return [];
  return [{ code: 'takedown_pending', field: 'releaseId', params: { stores: pending.stores.join(', '), date: pending.processOn } }];
}

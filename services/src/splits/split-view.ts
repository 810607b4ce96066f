import type { Prisma } from '@slipcase/db';
import { formatMicros } from '@slipcase/domain';

/** A split as the owner (and the web, `/v1` and the CLI) sees it: its periods, shares and payees' status. */
export interface SplitView {
  id: string;
  releaseId: string;
  releaseTitle: string;
  trackId: string | null;
  trackTitle: string | null;
  fromPeriod: string;
  /** The last period it applies to; null while in force. */
  toPeriod: string | null;
  /** `current` for the period now, `upcoming` from a later one, `past` once replaced. */
  state: 'current' | 'upcoming' | 'past';
  ownerPercent: number;
  /** The amount the recouping payee gets first, in US dollars (`500.00`); null without one. */
  recoupAmount: string | null;
  recoupedAmount: string;
  payees: { email: string; percent: number; recoups: boolean; status: 'invited' | 'accepted' }[];
}

export const SPLIT_VIEW_INCLUDE = {
  release: { select: { title: true } },
  track: { select: { title: true } },
  payees: { orderBy: { email: 'asc' } },
} as const satisfies Prisma.SplitInclude;

export type SplitRow = Prisma.SplitGetPayload<{ include: typeof SPLIT_VIEW_INCLUDE }>;

/** The sales period an instant falls in (UTC), `YYYY-MM`. */
export function periodAt(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** Basis points as a percentage: 3000 → 30, 1250 → 12.5. */
export const bpsPercent = (bps: number): number => bps / 100;

export function splitView(row: SplitRow, now: Date): SplitView {
  const period = periodAt(now);
  return {
    id: row.id,
    releaseId: row.releaseId,
    releaseTitle: row.release.title,
    trackId: row.trackId,
    trackTitle: row.track?.title ?? null,
    fromPeriod: row.fromPeriod,
    toPeriod: row.toPeriod,
    state: row.fromPeriod > period ? 'upcoming' : row.toPeriod !== null && row.toPeriod < period ? 'past' : 'current',
    ownerPercent: bpsPercent(row.ownerBps),
    recoupAmount: row.recoupMicros > 0n ? formatMicros(row.recoupMicros) : null,
    recoupedAmount: formatMicros(row.recoupedMicros),
    payees: row.payees.map((payee) => ({
      email: payee.email,
      percent: bpsPercent(payee.shareBps),
      recoups: payee.recoups,
      status: payee.acceptedAt ? 'accepted' : 'invited',
    })),
  };
}

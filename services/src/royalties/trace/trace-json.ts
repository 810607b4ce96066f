import type { RoyaltyTraceJson } from '@slipcase/api-contract/royalty-trace-schemas';
import { formatMicros } from '@slipcase/domain';
import type { RoyaltyTrace } from './trace-royalties';

const percent = (bps: number | null) => (bps === null ? null : bps / 100);

/** A trace as `/v1` answers it and `slipcase royalties trace --json` prints it, whichever way the CLI read it. */
export function royaltyTraceJson(trace: RoyaltyTrace): RoyaltyTraceJson {
  return {
    period: trace.period,
    total: formatMicros(trace.totalMicros),
    totalMicros: Number(trace.totalMicros),
    amountCount: trace.amountCount,
    lineCount: trace.lineCount,
    moreLines: trace.moreLines,
    amounts: trace.amounts.map((amount) => ({
      store: amount.store,
      period: amount.period,
      country: amount.country,
      isrc: amount.isrc,
      upc: amount.upc,
      title: amount.title,
      releaseId: amount.releaseId,
      trackId: amount.trackId,
      refund: amount.refund,
      usages: amount.usages,
      currency: amount.currency,
      original: formatMicros(amount.origMicros),
      usdRate: amount.usdRate,
      usd: formatMicros(amount.usdMicros),
      yours: formatMicros(amount.viewerMicros),
      yoursMicros: Number(amount.viewerMicros),
      lineCount: amount.lineCount,
      lines: amount.lines,
      entries: amount.entries.map((entry) => ({
        kind: entry.kind,
        holder: entry.holder,
        holderName: entry.holderName,
        amount: formatMicros(entry.amountMicros),
        amountMicros: Number(entry.amountMicros),
        plan: entry.plan,
        sharePercent: percent(entry.shareBps),
        splitPercent: percent(entry.splitBps),
      })),
    })),
  };
}

import { join } from 'node:path';
import { formatMicros, parseDecimalMicros } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import type { StatementImportState, StatementImportWorkflows } from '../ports/workflows';
import { runStatementImport } from '../statements/import/run-statement-import';
import { writeDemoDsr, type DemoDsrLine } from '../statements/generate';
import type { DemoRelease } from './demo-catalogue';

/** The stores whose demo statements are imported, the currency each reports in and its rate to US dollars. */
const DEMO_STORES = [
  { store: 'spotify', currency: 'USD', rate: null, streamsPerCountry: 5200, microsPerStream: 3_300n },
  { store: 'apple-music', currency: 'EUR', rate: '1.08', streamsPerCountry: 1900, microsPerStream: 6_100n },
  { store: 'deezer', currency: 'EUR', rate: '1.08', streamsPerCountry: 700, microsPerStream: 4_000n },
  { store: 'youtube-music', currency: 'USD', rate: null, streamsPerCountry: 2600, microsPerStream: 1_400n },
] as const;
const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'BR', 'MX', 'TR', 'ES'] as const;
/** A recording of another distributor's in every report: what an operator finds in suspense. */
const UNKNOWN = { isrc: 'GBXXX2600001', upc: '5012345678900', title: 'Someone Else', artist: 'Another Act' };

/** The last `count` complete months before `now`, oldest first. */
export function demoPeriods(now: Date, count = 3): string[] {
  return Array.from({ length: count }, (_, index) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - count + index, 1));
    return month.toISOString().slice(0, 7);
  });
}

/** A stable pseudo-random spread, so each demo installation gets the same figures. */
const spread = (seed: number) => 0.6 + ((seed * 7919) % 97) / 120;

function demoLines(releases: readonly DemoRelease[], store: (typeof DEMO_STORES)[number], periodIndex: number): DemoDsrLine[] {
  const recordings = [...releases, { ...UNKNOWN, stores: [store.store] }];
  return recordings.flatMap((recording, recordingIndex) =>
    COUNTRIES.map((country, countryIndex) => {
      const usages = Math.round(store.streamsPerCountry * spread(recordingIndex * 31 + countryIndex * 7 + periodIndex * 3) * (1 + periodIndex * 0.25));
      return {
        isrc: recording.isrc,
        upc: recording.upc,
        title: recording.title,
        artist: recording.artist,
        country,
        useType: 'OnDemandStream',
        usages,
        currency: store.currency,
        amountMicros: BigInt(usages) * store.microsPerStream,
      };
    }),
  );
}

/**
 * The demo artist's royalties, the way an operator gets them: for each of the last three months, a DDEX DSR from
 * each demo store is written (as the store would send it, with a recording of another distributor's among the
 * lines) and imported through the statement workflow.
 */
export async function importDemoStatements(
  deps: Pick<ServiceDeps, 'storage' | 'stores' | 'now'> & { statements: StatementImportWorkflows },
  input: { releases: readonly DemoRelease[]; operatorId: string; dir: string },
): Promise<StatementImportState[]> {
  const results: StatementImportState[] = [];
  for (const [periodIndex, period] of demoPeriods(deps.now).entries()) {
    for (const store of DEMO_STORES) {
      if (!deps.stores.some((installed) => installed.id === store.store)) continue;
      const report = await writeDemoDsr({
        lines: demoLines(input.releases, store, periodIndex),
        period,
        sender: store.store,
        directory: join(input.dir, `${store.store}-${period}`),
        gzip: true,
      });
      const run = await runStatementImport(deps, {
        store: store.store,
        period,
        rates: store.rate ? [`${store.currency}=${store.rate}`] : [],
        files: report.files.map((file) => ({ name: file.split('/').at(-1)!, source: file })),
        importedById: input.operatorId,
      });
      results.push(run.state!);
    }
  }
  return results;
}

/** The demo's total in US dollars, for the start's summary line. */
export function demoTotalUsd(results: readonly StatementImportState[]): string {
  const micros = results.reduce((sum, result) => sum + (parseDecimalMicros(result.usdTotal ?? '0') ?? 0n), 0n);
  return formatMicros(micros);
}

import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeDemoDsr, type DemoDsrLine } from '@slipcase/services/statements/generate/index';
import { benchIsrc, benchUpc } from './catalogue';

export const BENCH_PERIOD = '2026-08';
const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'BR', 'MX', 'JP', 'SE', 'TR', 'ES'];
const USE_TYPES = [
  { useType: 'OnDemandStream', microsPerUsage: 3_300n },
  { useType: 'PermanentDownload', microsPerUsage: 700_000n },
];

/**
 * `lines` SU02 lines over `recordings` ISRCs of the catalogue plus 5 % of lines for recordings of nobody's here,
 * ten countries and two use types, in ISRC blocks as a store writes them.
 */
function* benchLines(lines: number, recordings: number): Generator<DemoDsrLine> {
  const unknown = Math.max(1, Math.round(recordings / 19));
  const perRecording = Math.ceil(lines / (recordings + unknown));
  let written = 0;
  for (let n = 1; n <= recordings + unknown && written < lines; n++) {
    const isUnknown = n > recordings;
    const isrc = isUnknown ? benchIsrc(n - recordings, true) : benchIsrc(n);
    for (let k = 0; k < perRecording && written < lines; k++, written++) {
      const country = COUNTRIES[k % COUNTRIES.length]!;
      const { useType, microsPerUsage } = USE_TYPES[Math.floor(k / COUNTRIES.length) % USE_TYPES.length]!;
      const usages = 1 + ((n * 31 + k * 7) % 400);
      yield { isrc, upc: isUnknown ? '5012345678900' : benchUpc(n), title: `Single ${n}`, artist: 'Act', country, useType, usages, currency: 'EUR', amountMicros: BigInt(usages) * microsPerUsage };
    }
  }
}

/** The bench's DSR, written once per size and kept under .data/bench-royalties. */
export async function benchStatement(dir: string, lines: number, recordings: number): Promise<string[]> {
  const directory = join(dir, `dsr-${lines}`);
  const marker = join(directory, 'complete');
  if (existsSync(marker)) {
    const files = (await readFile(marker, 'utf8')).split('\n').filter(Boolean);
    if (files.every((file) => existsSync(file))) return files;
  }
  const report = await writeDemoDsr({ lines: benchLines(lines, recordings), period: BENCH_PERIOD, sender: 'bench', directory });
  await writeFile(marker, report.files.join('\n'));
  return report.files;
}

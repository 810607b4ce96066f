import { Readable } from 'node:stream';
import type { StatementFileSource } from '../statements/read/types';

/** A file source over bytes or text held in memory, streamed in chunks of `chunkBytes` (one chunk unless said). */
export function memorySource(name: string, content: string | Uint8Array, chunkBytes = Infinity): StatementFileSource {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += Math.min(chunkBytes, bytes.length)) chunks.push(bytes.subarray(start, start + chunkBytes));
  return { name, open: () => Readable.from(chunks) };
}

const row = (...cells: string[]): string => cells.join('\t');

/**
 * A small hand-written Basic Audio Profile report: two summaries (streams in Germany in euros, downloads worldwide in
 * dollars), two blocks, a multi-valued ISRC cell with dashes, an escaped pipe in a title, a download return. Each
 * summary's service totals (Usages, NetRevenue) differ from what is allocated to us: SR1 gives AllocatedRevenue,
 * SR2 only AllocatedNetRevenue.
 */
export const SMALL_DSR_LINES: string[] = [
  row('HEAD', 'dsrf/3.0', 'BasicAudioProfile', '1.2', 'MSG-2026-01', '2026-02-03T10:00:00', '1', '1', '2026-01-01', '2026-01-31', 'PADPIDA2014120301C', 'Example Music Service', 'Premium', 'PADPIDA2026000001S', 'Slipcase', ''),
  row('#SY02.02', 'SummaryRecordId', 'DistributionChannel', '…'),
  row('SY02.02', 'SR1', '', '', 'SubscriptionModel', 'OnDemandStream', 'DE', 'Premium', '250000', '', 'EUR', '1250.00', 'Slipcase', '', '1000', '50.00', '', '', 'Music', '', '', ''),
  row('SY02.02', 'SR2', '', '', 'PayAsYouGoModel', 'PermanentDownload', 'Worldwide', 'Store', '3000', '', 'USD', '3870', 'Slipcase', '', '4', '', '10', '', 'Music', '', '', ''),
  row('RE01', 'B1', 'RL1', 'DSP-R1', '', 'CAT1', '4012345678901', 'Ana Sol', '', 'Sunrise', '', 'Single', '', '', ''),
  row('AS01.01', 'B1', 'RS1', 'DSP-S1', 'de-a12-26-00001|DEA122600002', 'Sunrise', '', 'Ana Sol', '', '', 'SoundRecording', ''),
  row('SU02', 'B1', 'SR1', 'T1', 'RL1', 'RS1', 'true', '600', '', ''),
  row('SU02', 'B1', 'SR1', 'T2', 'RL1', 'RS1', 'true', '400', '', ''),
  row('RE01', 'B2', 'RL2', 'DSP-R2', '', '', '0602445566778', 'Los Tres', '', 'Night \\| Day', '', 'Album', '', '', ''),
  row('AS01.01', 'B2', 'RS7', 'DSP-S7', 'USXYZ2600001', 'Night \\| Day (Edit)', '', 'Los Tres', '', '', 'SoundRecording', ''),
  row('SU01', 'B2', 'SR2', 'T3', 'RL2', 'RS7', 'true', 'false', '5', '1', '1.29', ''),
  row('FOOT', '12', '', '2', '2', ''),
];

export const SMALL_DSR = `${SMALL_DSR_LINES.join('\n')}\n`;

import { renderStatementPdf, type StatementPdfContent } from '@slipcase/services/royalties/statement-pdf';
import type { StatementRow } from '@slipcase/services/royalties/statement-rows';
import { interleaved, intOption, median, ms } from './timing';

const STORES = ['spotify', 'apple-music', 'deezer', 'tidal'];
const COUNTRIES = ['BR', 'DE', 'GR', 'JP', 'RU', 'US'];
const TITLES = ['Paper Planes', 'Αθήνα τη νύχτα', 'Москва ночью', 'Café au lait', 'שיר ערש', 'Night Drive'];

/** A statement of `rows` lines over four stores, titles in several scripts, every optional cell left out somewhere. */
function statementOf(rows: number): StatementPdfContent {
  const lines = Array.from({ length: rows }, (_, index): StatementRow => ({
    store: STORES[index % STORES.length]!,
    releaseTitle: index % 7 === 0 ? null : `Release ${Math.floor(index / 12)}`,
    upc: `19${String(index).padStart(10, '0')}`,
    trackTitle: index % 11 === 0 ? null : TITLES[index % TITLES.length]!,
    isrc: `QZABC26${String(index).padStart(5, '0')}`,
    country: index % 13 === 0 ? null : COUNTRIES[index % COUNTRIES.length]!,
    plan: index % 5 === 0 ? null : 'pro',
    shareBps: index % 5 === 0 ? null : 9000,
    splitBps: index % 3 === 0 ? 5000 : null,
    usages: 100 + index,
    micros: BigInt(1_234_567 + index * 10_007),
  }));
  lines.sort((a, b) => String(a.store).localeCompare(String(b.store)));
  return {
    statement: { period: '2026-10', rows: lines, totalMicros: lines.reduce((sum, line) => sum + line.micros, 0n) },
    user: { name: 'Ada Lovelace', email: 'ada@example.com' },
    now: new Date('2026-11-20T10:00:00Z'),
    storeNames: { spotify: 'Spotify', 'apple-music': 'Apple Music' },
  };
}

/**
 * `npm run bench -- statement-pdf [--rows N] [--iterations N]`: a statement of N lines (200) as the PDF a user
 * downloads, set in the embedded DejaVu Sans, against the same PDF in PDF's built-in Helvetica (nothing to embed).
 */
export async function run(args: readonly string[]): Promise<void> {
  const content = statementOf(intOption(args, 'rows', 200));
  const iterations = intOption(args, 'iterations', 10);
  const [ours, floor] = await interleaved(
    [() => renderStatementPdf(content), () => renderStatementPdf(content, { regular: 'Helvetica', bold: 'Helvetica-Bold' })],
    { warmup: 2, iterations },
  );
  const size = (await renderStatementPdf(content)).length;
  console.log(`Statement PDF of ${content.statement.rows.length} lines: ${ms(median(ours!))} (${Math.round(size / 1024)} KiB), median of ${iterations}`);
  console.log(`Floor, the same PDF in the built-in Helvetica: ${ms(median(floor!))}`);
  console.log(`ratio=${(median(ours!) / median(floor!)).toFixed(2)}`);
}

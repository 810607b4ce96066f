import { formatMicros } from '@slipcase/domain';
import PDFDocument from 'pdfkit';
import type { ServiceDeps } from '../deps';
import { bpsPercent } from './statement-csv';
import { statementOfPeriod, type StatementRow } from './statement-rows';

export interface StatementPdfInput {
  userId: string;
  period: string;
  /** Store names by id; a store not named here shows its id. */
  storeNames?: Readonly<Record<string, string>>;
}

/** The standard PDF fonts write Windows-1252 only: outside it, a letter loses its accent (ş → s) or becomes '?'. */
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);
export function pdfText(text: string): string {
  return [...text]
    .map((char) => {
      if (char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.has(char)) return char;
      const base = char === 'ı' ? 'i' : char.normalize('NFD').replace(/\p{M}/gu, '');
      return base.length > 0 && [...base].every((c) => c.charCodeAt(0) <= 0xff) ? base : '?';
    })
    .join('');
}

const MARGIN = 40;
const COLUMNS = [
  { title: 'Store', width: 80 },
  { title: 'Release / track', width: 170 },
  { title: 'Country', width: 75 },
  { title: 'Plan share', width: 60, right: true },
  { title: 'Split', width: 45, right: true },
  { title: 'Amount (USD)', width: 85, right: true },
] as const;

const monthName = (period: string) =>
  new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${period}-01T00:00:00Z`));

function cells(row: StatementRow, storeNames: Readonly<Record<string, string>>, countries: Intl.DisplayNames): string[] {
  const track = [row.trackTitle ?? 'Unknown recording', row.isrc].filter(Boolean).join(' · ');
  const country = row.country ? (countries.of(row.country) ?? row.country) : '';
  const plan = row.shareBps === null ? '' : `${bpsPercent(row.shareBps)} %${row.plan ? ` (${row.plan})` : ''}`;
  return [
    row.store ? (storeNames[row.store] ?? row.store) : '',
    row.releaseTitle ? `${row.releaseTitle}\n${track}` : track,
    country,
    plan,
    row.splitBps === null ? '' : `${bpsPercent(row.splitBps)} %`,
    formatMicros(row.micros),
  ];
}

function drawRow(doc: PDFKit.PDFDocument, values: readonly string[], options: { bold?: boolean } = {}): void {
  doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  const heights = values.map((value, index) => doc.heightOfString(pdfText(value), { width: COLUMNS[index]!.width - 6 }));
  const height = Math.max(...heights) + 8;
  if (doc.y + height > doc.page.height - MARGIN - 20) {
    doc.addPage();
    drawRow(doc, COLUMNS.map((column) => column.title), { bold: true });
    doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  }
  const top = doc.y;
  let x = MARGIN;
  values.forEach((value, index) => {
    const column = COLUMNS[index]!;
    doc.text(pdfText(value), x + 3, top + 4, { width: column.width - 6, align: 'right' in column ? 'right' : 'left' });
    x += column.width;
  });
  doc.moveTo(MARGIN, top + height).lineTo(x, top + height).lineWidth(0.5).strokeColor('#cccccc').stroke();
  doc.x = MARGIN;
  doc.y = top + height;
}

/**
 * The user's statement for a sales period as a PDF (an A4 page or more): who and which period, a line per store,
 * release, track and country with the plan's share and their split share, and the total the ledger credited.
 * A period without royalties of theirs is null.
 */
export async function statementPdf({ prisma, now }: Pick<ServiceDeps, 'prisma' | 'now'>, input: StatementPdfInput): Promise<Buffer | null> {
  const [statement, user] = await Promise.all([
    statementOfPeriod(prisma, input),
    prisma.user.findUnique({ where: { id: input.userId }, select: { name: true, email: true } }),
  ]);
  if (statement.rows.length === 0 || !user) return null;
  const countries = new Intl.DisplayNames(['en'], { type: 'region' });
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `Royalty statement ${input.period}`, Author: 'Slipcase', CreationDate: now } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', resolve));

  doc.font('Helvetica-Bold').fontSize(18).text(pdfText(`Royalty statement · ${monthName(input.period)}`));
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#444444');
  doc.text(pdfText(`${user.name} <${user.email}>`));
  doc.text(`Sales period ${input.period} · issued ${now.toISOString().slice(0, 10)} · amounts in US dollars`);
  doc.fillColor('#000000').moveDown(1);
  drawRow(doc, COLUMNS.map((column) => column.title), { bold: true });
  for (const row of statement.rows) drawRow(doc, cells(row, input.storeNames ?? {}, countries));
  drawRow(doc, ['Total', '', '', '', '', formatMicros(statement.totalMicros)], { bold: true });
  doc.moveDown(1).font('Helvetica').fontSize(8).fillColor('#666666');
  doc.text(
    'Plan share: the part of the store’s revenue your plan on the last day of the period gives you. Split: your share of a release shared with collaborators. The total is what your balance was credited for this period.',
    MARGIN,
    doc.y,
    { width: doc.page.width - 2 * MARGIN },
  );
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

import { centsSummingTo, formatMoney, shownCents, type Plan } from '@slipcase/domain';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { ServiceDeps } from '../deps';
import { bpsPercent } from './statement-csv';
import { statementOfPeriod, type StatementOfPeriod, type StatementRow } from './statement-rows';

export interface StatementPdfInput {
  userId: string;
  period: string;
  /** Store names by id; a store not named here shows its id. */
  storeNames?: Readonly<Record<string, string>>;
}

/**
 * DejaVu Sans (Latin, Greek, Cyrillic, Hebrew, Arabic and more): every language's titles print as typed. TrueType,
 * not WOFF: pdfkit inflates a WOFF font in JavaScript for every document, seconds per statement.
 */
const fontFile = (weight: 400 | 700) =>
  createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/DejaVuSans${weight === 700 ? '-Bold' : ''}.ttf`);
const REGULAR = 'regular';
const BOLD = 'bold';

const MARGIN = 40;
const COLUMNS = [
  { title: 'Store', width: 85 },
  { title: 'Release / track / ISRC', width: 145 },
  { title: 'Country', width: 75 },
  { title: 'Plan share', width: 80, right: true },
  { title: 'Split', width: 45, right: true },
  { title: 'Amount', width: 85, right: true },
] as const;

const PLAN_NAMES: Record<Plan, string> = { free: 'Free', pro: 'PRO', advanced: 'Advanced' };

/** An amount as the PDF prints it: to the cent, with its currency ('12.34 USD'). The exact millionths are the CSV's. */
export function statementAmount(cents: number): string {
  return formatMoney(cents, 'USD');
}

const monthName = (period: string) =>
  new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${period}-01T00:00:00Z`));

function cells(row: StatementRow, cents: number, storeNames: Readonly<Record<string, string>>, countries: Intl.DisplayNames): string[] {
  const title = row.trackTitle ?? 'Unknown recording';
  const track = [row.releaseTitle && row.releaseTitle !== title ? row.releaseTitle : null, title, row.isrc].filter(Boolean).join('\n');
  const country = row.country ? (countries.of(row.country) ?? row.country) : '';
  const plan = row.shareBps === null ? '' : `${bpsPercent(row.shareBps)} %${row.plan ? ` (${PLAN_NAMES[row.plan]})` : ''}`;
  return [
    row.store ? (storeNames[row.store] ?? row.store) : '',
    track,
    country,
    plan,
    row.splitBps === null ? '' : `${bpsPercent(row.splitBps)} %`,
    statementAmount(cents),
  ];
}

function drawRow(doc: PDFKit.PDFDocument, values: readonly string[], options: { bold?: boolean; muted?: boolean } = {}): void {
  doc.font(options.bold ? BOLD : REGULAR).fontSize(9).fillColor(options.muted ? '#555555' : '#000000');
  const heights = values.map((value, index) => doc.heightOfString(value, { width: COLUMNS[index]!.width - 6 }));
  const height = Math.max(...heights) + 8;
  if (doc.y + height > doc.page.height - MARGIN - 20) {
    doc.addPage();
    drawRow(doc, COLUMNS.map((column) => column.title), { bold: true });
    doc.font(options.bold ? BOLD : REGULAR).fontSize(9).fillColor(options.muted ? '#555555' : '#000000');
  }
  const top = doc.y;
  let x = MARGIN;
  values.forEach((value, index) => {
    const column = COLUMNS[index]!;
    doc.text(value, x + 3, top + 4, { width: column.width - 6, align: 'right' in column ? 'right' : 'left' });
    x += column.width;
  });
  doc.moveTo(MARGIN, top + height).lineTo(x, top + height).lineWidth(0.5).strokeColor('#cccccc').stroke();
  doc.x = MARGIN;
  doc.y = top + height;
}

/** "Page 2 of 5" at the foot of every page, written once all the pages are laid out. */
function numberPages(doc: PDFKit.PDFDocument): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Inside the bottom margin: pdfkit would otherwise start a new page for text written there.
    doc.page.margins.bottom = 0;
    doc.font(REGULAR).fontSize(8).fillColor('#666666');
    doc.text(`Page ${index - start + 1} of ${count}`, MARGIN, doc.page.height - MARGIN + 8, { width: doc.page.width - 2 * MARGIN, align: 'right' });
    doc.page.margins.bottom = bottom;
  }
}

/** The fonts a statement is set in: DejaVu Sans by default; the bench sets PDF's built-in Helvetica beside it. */
export interface StatementFonts {
  regular: string;
  bold: string;
}

const DEJAVU: StatementFonts = { regular: fontFile(400), bold: fontFile(700) };

export interface StatementPdfContent {
  statement: StatementOfPeriod;
  user: { name: string; email: string };
  now: Date;
  storeNames?: Readonly<Record<string, string>> | undefined;
}

/**
 * A statement as a PDF (an A4 page or more): who and which period, a line per store, release, track and country with
 * the plan's share and their split share, and the total the ledger credited.
 */
export async function renderStatementPdf({ statement, user, now, storeNames = {} }: StatementPdfContent, fonts: StatementFonts = DEJAVU): Promise<Buffer> {
  const countries = new Intl.DisplayNames(['en'], { type: 'region' });
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: `Royalty statement ${statement.period}`, Author: 'Slipcase', CreationDate: now } });
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', resolve));

  doc.font(BOLD).fontSize(18).text(`Royalty statement · ${monthName(statement.period)}`);
  doc.moveDown(0.3).font(REGULAR).fontSize(10).fillColor('#444444');
  doc.text((`${user.name} <${user.email}>`));
  doc.text(`Sales period ${statement.period} · issued ${now.toISOString().slice(0, 10)} · amounts in US dollars to the cent (the CSV has them to the millionth)`);
  doc.fillColor('#000000').moveDown(1);
  drawRow(doc, COLUMNS.map((column) => column.title), { bold: true });
  const storeName = (store: string | null) => (store ? (storeNames[store] ?? store) : '');
  // To the cent, the lines allocated so that they add up to the store subtotals and the total printed.
  const totalCents = shownCents(statement.totalMicros);
  const rowCents = centsSummingTo(statement.rows.map((row) => row.micros), totalCents);
  statement.rows.forEach((row, index) => {
    drawRow(doc, cells(row, rowCents[index]!, storeNames, countries));
    const next = statement.rows[index + 1];
    if (next?.store === row.store) return;
    const subtotal = statement.rows.reduce((sum, each, at) => (each.store === row.store ? sum + rowCents[at]! : sum), 0);
    drawRow(doc, [`${storeName(row.store)} subtotal`, '', '', '', '', statementAmount(subtotal)], { muted: true });
  });
  drawRow(doc, ['Total', '', '', '', '', statementAmount(totalCents)], { bold: true });
  doc.moveDown(1).font(REGULAR).fontSize(8).fillColor('#666666');
  doc.text(
    'Plan share: the part of the store’s revenue your plan on the last day of the period gives you. Split: your share of a release shared with collaborators. The total is what your balance was credited for this period.',
    MARGIN,
    doc.y,
    { width: doc.page.width - 2 * MARGIN },
  );
  numberPages(doc);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * Where a statement's PDF is kept: one file per user, period and content. The same lines are never drawn twice (a
 * download is a file read); a re-issue, a new store's statement or a changed name is new content, drawn anew.
 */
function storedPdfKey(input: StatementPdfInput, content: Omit<StatementPdfContent, 'now'>): string {
  const text = JSON.stringify(content, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
  return `statements/${input.userId}/${input.period}/${createHash('sha256').update(text).digest('hex').slice(0, 32)}.pdf`;
}

const storedFile = (path: string): Promise<Buffer | null> =>
  readFile(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });

/**
 * The user's statement for a sales period as a PDF; a period without royalties of theirs is null. Drawn once for
 * its content and stored: "issued" is the day it was first drawn.
 */
export async function statementPdf({ prisma, now, storage }: Pick<ServiceDeps, 'prisma' | 'now' | 'storage'>, input: StatementPdfInput): Promise<Buffer | null> {
  const [statement, user] = await Promise.all([
    statementOfPeriod(prisma, input),
    prisma.user.findUnique({ where: { id: input.userId }, select: { name: true, email: true } }),
  ]);
  if (statement.rows.length === 0 || !user) return null;
  const content = { statement, user, storeNames: input.storeNames ?? {} };
  const key = storedPdfKey(input, content);
  const stored = await storedFile(storage.path(key));
  if (stored) return stored;
  const pdf = await renderStatementPdf({ ...content, now });
  await storage.put(key, Readable.from([pdf]));
  return pdf;
}

import { createReadStream } from 'node:fs';
import { royaltyTraceQuerySchema, TRACE_LINE_LIMIT, type RoyaltyTraceQuery, type RoyaltyTraceQueryInput } from '@slipcase/api-contract/royalty-trace-schemas';
import { AppError, isStaff, type Role, type SalesReportMapping } from '@slipcase/domain';
import type { ServiceDeps } from '../../deps';
import { appliedRate } from './applied-rate';
import { readLineCells, type LineCells, type TracedCell } from './line-cells';
import { tracedEntries, type TracedEntry } from './traced-entries';
import { tracedItems, type TracedItemRow } from './traced-items';
import { viewerAccountKeys } from './viewer-accounts';
import { checkSelectionVisible } from './visible-selection';

export type { TracedCell } from './line-cells';
export type { TracedEntry } from './traced-entries';

/** Who asks: an artist sees their releases' amounts, a payee their shares, an operator (staff) everything. */
export interface TraceViewer {
  userId: string;
  role: Role;
}

export interface TracedLine {
  fileName: string;
  part: number;
  lineNo: number;
  recordType: string | null;
  /** Null when the file is no longer kept (imported before its place was recorded, or removed since). */
  cells: TracedCell[] | null;
  summary: LineCells['summary'];
}

/** One amount: a statement item (a recording in a country, refunds apart) with its lines and the entries it made. */
export type TracedAmount = Pick<
  TracedItemRow,
  'store' | 'period' | 'country' | 'isrc' | 'upc' | 'title' | 'releaseId' | 'trackId' | 'refund' | 'usages' | 'origMicros' | 'usdRate' | 'usdMicros' | 'viewerMicros'
> & {
  itemId: string;
  /** The item's own currency, or the statement's (appliedRate). */
  currency: string;
  lineCount: number;
  lines: TracedLine[];
  entries: TracedEntry[];
};

export interface RoyaltyTrace {
  period: string;
  totalMicros: bigint;
  amountCount: number;
  lineCount: number;
  moreLines: number;
  amounts: TracedAmount[];
}

export interface TraceRoyaltiesDeps extends Pick<ServiceDeps, 'prisma' | 'storage' | 'settings'> {
  /** The store's CSV layout (its plugin's, else the generic one): a CSV's cells are read again with its delimiter. */
  csvMapping(store: string): SalesReportMapping | Promise<SalesReportMapping>;
}

/** The codes the selection's schema refuses with; anything else (an unknown key) is invalid_input. */
const SELECTION_CODES = ['invalid_period', 'invalid_isrc', 'invalid_upc', 'invalid_characters'] as const;

/** The selection as the schema reads it, or its first problem as an AppError on its field. */
function parseSelection(input: unknown): RoyaltyTraceQuery {
  const parsed = royaltyTraceQuerySchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.join('.');
  const code = SELECTION_CODES.find((known) => known === issue.message) ?? 'invalid_input';
  throw new AppError(code, field);
}

/**
 * The amounts of a period (narrowed by store, release or UPC, track or ISRC, country) and, for each, the store's own
 * lines that made it, read again from the stored files, with the rate, plan share and split applied and the
 * ledger entries they produced. An artist sees the items their own entries name (an owner's amounts, a payee's
 * share: never another account's), an operator every item; another account's release or track is simply not in
 * the answer. At most `TRACE_LINE_LIMIT` lines are read; `moreLines` says how many the selection has beyond.
 */
export async function traceRoyalties(deps: TraceRoyaltiesDeps, input: { viewer: TraceViewer; selection: RoyaltyTraceQueryInput }): Promise<RoyaltyTrace> {
  const selection = parseSelection(input.selection);
  const operator = isStaff(input.viewer.role);
  const viewer = { userId: input.viewer.userId, operator, accountKeys: operator ? [] : await viewerAccountKeys(deps.prisma, input.viewer.userId) };
  await checkSelectionVisible(deps.prisma, viewer, selection);
  const rows = await tracedItems(deps.prisma, viewer, selection, TRACE_LINE_LIMIT);
  const [entries, cells] = await Promise.all([
    tracedEntries(deps.prisma, viewer, rows.map((row) => row.id)),
    statementCells(deps, rows),
  ]);
  const first = rows[0];
  const lineCount = Number(first?.lineCount ?? 0n);
  const shown = rows.reduce((sum, row) => sum + row.shownLines, 0);
  return {
    period: selection.period,
    totalMicros: first?.totalMicros ?? 0n,
    amountCount: Number(first?.itemCount ?? 0n),
    lineCount,
    moreLines: lineCount - shown,
    amounts: rows.map((row) => tracedAmount(row, entries, cells)),
  };
}

function tracedAmount(row: TracedItemRow, entries: readonly TracedEntry[], cells: ReadonlyMap<string, LineCells | null>): TracedAmount {
  const { currency, usdRate } = appliedRate(row);
  const lines = row.lineNos.slice(0, row.shownLines).map((lineNo, index) => {
    const part = row.lineParts[index]!;
    const found = cells.get(lineKey(row.statementId, part, lineNo)) ?? null;
    return { fileName: row.fileNames[part - 1] ?? '', part, lineNo, recordType: found?.recordType ?? null, cells: found?.cells ?? null, summary: found?.summary ?? null };
  });
  return {
    itemId: row.id,
    store: row.store,
    period: row.period,
    country: row.country,
    isrc: row.isrc,
    upc: row.upc,
    title: row.title,
    releaseId: row.releaseId,
    trackId: row.trackId,
    refund: row.refund,
    usages: row.usages,
    currency,
    origMicros: row.origMicros,
    usdRate,
    usdMicros: row.usdMicros,
    viewerMicros: row.viewerMicros,
    lineCount: row.itemLines,
    lines,
    entries: entries.filter((entry) => entry.itemId === row.id),
  };
}

const lineKey = (statementId: string, part: number, lineNo: number) => `${statementId}:${part}:${lineNo}`;

/** Each listed line's cells, each file part read once (and only as far as its last listed line). */
async function statementCells(deps: TraceRoyaltiesDeps, rows: readonly TracedItemRow[]): Promise<Map<string, LineCells | null>> {
  const wanted = new Map<string, { row: TracedItemRow; part: number; lineNos: Set<number> }>();
  for (const row of rows) {
    row.lineNos.slice(0, row.shownLines).forEach((lineNo, index) => {
      const part = row.lineParts[index]!;
      const key = `${row.statementId}:${part}`;
      const file = wanted.get(key) ?? { row, part, lineNos: new Set<number>() };
      file.lineNos.add(lineNo);
      wanted.set(key, file);
    });
  }
  const found = new Map<string, LineCells | null>();
  for (const { row, part, lineNos } of wanted.values()) {
    const key = row.fileKeys[part - 1];
    if (key === undefined) continue;
    const file = { name: row.fileNames[part - 1] ?? '', open: () => createReadStream(deps.storage.path(key)) };
    // Only a CSV asks for the store's layout (its plugin's profile): a DSR is read the same for every store.
    const options =
      row.format === 'csv'
        ? { format: 'csv' as const, csvMapping: await deps.csvMapping(row.store), maxBytes: deps.settings.statementMaxBytes }
        : { format: 'dsr' as const, maxBytes: deps.settings.statementMaxBytes };
    try {
      for (const [lineNo, cells] of await readLineCells(file, part, lineNos, options)) found.set(lineKey(row.statementId, part, lineNo), cells);
    } catch (error) {
      // A file removed from storage since: its lines are listed without their cells.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return found;
}

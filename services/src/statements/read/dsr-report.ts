import { dsrRecordKind, formatMicros, proRataShare, splitDsrLine, StatementProblem, type StatementLine, type StatementPlace } from '@slipcase/domain';
import { checkFileName, checkHeadOfPart } from './dsr-parts';
import {
  readFoot,
  readHead,
  readRelease,
  readResource,
  readSale,
  readSummary,
  type Cells,
  type DsrHead,
  type DsrRelease,
  type DsrResource,
  type DsrSummary,
} from './dsr-records';
import { checkControlCharacters, readFileLines, type FileLine } from './file-lines';
import type { FormatReader, StatementFileSource, StatementHeader } from './types';

/** The summary records sales lines are tied to; others (SY03, SY06…) are counted for the FOOT and passed over. */
const SUMMARY_KINDS = new Set(['SY01', 'SY02', 'SY04', 'SY05']);

/** Body records read but not needed for money: sub-releases, musical works, licensing lines. */
const IGNORED_BODY = new Set(['RE02', 'MW01', 'LI01']);

interface SummaryState extends DsrSummary {
  /** The running count of usages of its royalty-bearing sales lines so far, from which each line's share is cut. */
  counted: bigint;
  /** Where it is declared, and whether its lines must reach its usages (allocated usages: SY02, SY05). */
  place: StatementPlace;
  allocated: boolean;
  /**
   * The line after which the running count passed the summary's usages and has stayed above them, if it has: a
   * download's returns may come after its sales, so only the count at the end of the report can be too high.
   */
  overSince: StatementPlace | null;
}

/** One file's counts for its FOOT. */
interface FileCounts {
  summaries: number;
  blocks: number;
}

/** Where the reading of one part stands. */
interface PartState {
  part: number;
  counts: FileCounts;
  headSeen: boolean;
  footSeen: boolean;
  lastLine: number;
}

/**
 * A DDEX DSR flat-file report (Basic Audio Profile), read part after part as its lines stream. Only the summary
 * records (few) and the current block's release and resources stay in memory: blocks are contiguous, so a new
 * BlockId drops the previous block's records. Each sales line's amount is its share of its summary's revenue by
 * usages (the standard gives money per summary record, not per line), cut from running counts so that the shares
 * of a summary's lines add up to its revenue exactly.
 */
export function dsrReader(files: readonly StatementFileSource[], maxBytes: number): FormatReader {
  let firstHead: DsrHead | null = null;
  let declaredLines = 0;
  let done = false;
  const summaries = new Map<string, SummaryState>();
  let block = { id: '', release: null as DsrRelease | null, resources: new Map<string, DsrResource>() };

  function summaryRecord(kind: string, cells: Cells, place: StatementPlace): void {
    const summary = readSummary(kind, cells, place);
    const id = cells[1]?.[0] ?? '';
    if (id === '') throw new StatementProblem('bad_record', place, 'SummaryRecordId is empty');
    const known = summaries.get(id);
    if (known === undefined) summaries.set(id, { ...summary, counted: 0n, place, allocated: kind === 'SY02' || kind === 'SY05', overSince: null });
    else if (known.revenueMicros !== summary.revenueMicros || known.usages !== summary.usages || known.currency !== summary.currency) {
      throw new StatementProblem('part_mismatch', place, `summary record "${id}" is declared twice with different figures`);
    }
  }

  function bodyRecord(kind: string, cells: Cells, place: StatementPlace & { part: number; lineNo: number }, counts: FileCounts): StatementLine | null {
    const blockId = cells[1]?.[0] ?? '';
    if (blockId === '') throw new StatementProblem('bad_record', place, 'BlockId is empty');
    if (blockId !== block.id) {
      block = { id: blockId, release: null, resources: new Map() };
      counts.blocks += 1;
    }
    if (kind === 'RE01') block.release = readRelease(cells, place);
    else if (kind === 'AS01' || kind === 'AS02') {
      const resource = readResource(cells, place);
      block.resources.set(resource.reference, resource);
    } else if (kind === 'SU01' || kind === 'SU02') return saleLine(kind, cells, place);
    else if (!IGNORED_BODY.has(kind)) throw new StatementProblem('unknown_record', place, `"${kind}"`);
    return null;
  }

  function saleLine(kind: string, cells: Cells, place: { part: number; lineNo: number }): StatementLine {
    const sale = readSale(kind, cells, place);
    const summary = summaries.get(sale.summaryId);
    if (summary === undefined) throw new StatementProblem('unknown_reference', place, `summary record "${sale.summaryId}"`);
    const release = sale.release === '' ? block.release : block.release?.reference === sale.release ? block.release : undefined;
    if (release === undefined) throw new StatementProblem('unknown_reference', place, `release "${sale.release}"`);
    const resource = sale.resource === '' ? onlyResource(block.resources) : block.resources.get(sale.resource);
    if (resource === undefined) throw new StatementProblem('unknown_reference', place, `resource "${sale.resource}"`);
    if (sale.royaltyBearing && summary.serviceOnly) throw new StatementProblem('service_revenue_only', place, `"${sale.summaryId}" (${summary.serviceOnly})`);
    const before = summary.counted;
    // A line that is not royalty-bearing is usage that earns nothing: its counts are kept, outside the summary's.
    if (sale.royaltyBearing) summary.counted += BigInt(sale.usages);
    if (summary.counted <= summary.usages) summary.overSince = null;
    else summary.overSince ??= place;
    return {
      lineNo: place.lineNo,
      part: place.part,
      isrc: resource?.isrc ?? null,
      upc: release?.upc ?? null,
      title: resource?.title ?? release?.title ?? null,
      artist: resource?.artist ?? release?.artist ?? null,
      country: summary.country,
      useType: summary.useType,
      usages: sale.usages,
      currency: summary.currency,
      amountMicros: sale.royaltyBearing ? proRataShare(summary.revenueMicros, before, summary.counted, summary.usages) : 0n,
    };
  }

  async function* part(file: StatementFileSource, partNo: number): AsyncGenerator<StatementLine[]> {
    checkFileName(file.name, partNo, files.length);
    const state: PartState = { part: partNo, counts: { summaries: 0, blocks: 0 }, headSeen: false, footSeen: false, lastLine: 0 };
    block = { id: '', release: null, resources: new Map() };
    for await (const lines of readFileLines(file, partNo, maxBytes)) {
      const sales: StatementLine[] = [];
      for (const line of lines) {
        const sale = record(line, state);
        if (sale !== null) sales.push(sale);
      }
      if (sales.length > 0) yield sales;
    }
    if (!state.headSeen) throw new StatementProblem('missing_head', { part: partNo, lineNo: 1 });
    if (!state.footSeen) throw new StatementProblem('missing_foot', { part: partNo, lineNo: state.lastLine });
  }

  function record(line: FileLine, state: PartState): StatementLine | null {
    state.lastLine = line.lineNo;
    const place = { part: state.part, lineNo: line.lineNo };
    if (state.footSeen) {
      if (line.text.trim() === '') return null;
      throw new StatementProblem('after_foot', place);
    }
    checkControlCharacters(line, state.part);
    if (line.text.startsWith('#') || line.text.trim() === '') return null;
    const cells = splitDsrLine(line.text);
    const kind = dsrRecordKind(cells[0]?.[0] ?? '');
    if (!state.headSeen) {
      if (kind !== 'HEAD') throw new StatementProblem('missing_head', place);
      const head = readHead(cells, place);
      checkHeadOfPart(head, firstHead, state.part, files.length, line.lineNo);
      firstHead ??= head;
      state.headSeen = true;
    } else if (kind === 'FOOT') {
      checkFoot(cells, place, state.counts);
      state.footSeen = true;
    } else if (/^SY\d\d$/.test(kind)) {
      state.counts.summaries += 1;
      if (SUMMARY_KINDS.has(kind)) summaryRecord(kind, cells, place);
    } else if (/^(RE|AS|MW|SU|LI)\d\d$/.test(kind)) return bodyRecord(kind, cells, place, state.counts);
    else throw new StatementProblem('unknown_record', place, `"${kind}"`);
    return null;
  }

  function checkFoot(cells: Cells, place: { part: number; lineNo: number }, counts: FileCounts): void {
    const foot = readFoot(cells, place);
    const disagree = (what: string, declared: number, found: number) =>
      new StatementProblem('foot_mismatch', place, `it declares ${declared} ${what}, the file has ${found}`);
    if (foot.linesInFile !== place.lineNo) throw disagree('lines', foot.linesInFile, place.lineNo);
    if (foot.summaryRecords !== counts.summaries) throw disagree('summary records', foot.summaryRecords, counts.summaries);
    if (foot.blocksInFile !== counts.blocks) throw disagree('blocks', foot.blocksInFile, counts.blocks);
    declaredLines += foot.linesInFile;
  }

  return {
    async *lines() {
      if (files.length === 0) throw new StatementProblem('empty_file');
      for (const [index, file] of files.entries()) yield* part(file, index + 1);
      checkSummariesReached(summaries);
      done = true;
    },
    header(): StatementHeader | null {
      if (firstHead === null) return null;
      return {
        format: 'dsr',
        period: firstHead.period,
        sender: firstHead.sender,
        messageId: firstHead.messageId,
        parts: files.length,
        declaredLineCount: done ? declaredLines : null,
        summaryTotals: totalsByCurrency(summaries.values()),
      };
    },
  };
}

/**
 * Once every part is read: no summary's royalty-bearing lines count more than its usages (the line that took them
 * over is named), an allocated summary's count exactly its allocated usages, and money is never given to no usage:
 * otherwise some of the summary's revenue would be shared among no line and never paid. The service's own figures
 * (SY01, SY04) owe nothing and are passed over: no royalty-bearing line may refer to them.
 */
function checkSummariesReached(summaries: Map<string, SummaryState>): void {
  for (const [id, summary] of summaries) {
    if (summary.serviceOnly) continue;
    if (summary.overSince !== null) {
      throw new StatementProblem('summary_mismatch', summary.overSince, `summary record "${id}" declares ${summary.usages} usages, its royalty-bearing lines reach ${summary.counted}`);
    }
    if (summary.allocated && summary.counted !== summary.usages) {
      throw new StatementProblem('summary_mismatch', summary.place, `summary record "${id}" allocates ${summary.usages} usages, its royalty-bearing lines count ${summary.counted}`);
    }
    if (summary.counted === 0n && summary.revenueMicros !== 0n) {
      throw new StatementProblem('summary_mismatch', summary.place, `summary record "${id}" allocates ${formatMicros(summary.revenueMicros)} to no usage`);
    }
  }
}

function onlyResource(resources: Map<string, DsrResource>): DsrResource | null {
  return resources.size === 1 ? ([...resources.values()][0] ?? null) : null;
}

function totalsByCurrency(summaries: Iterable<DsrSummary>): { currency: string; amountMicros: bigint }[] {
  const totals = new Map<string, bigint>();
  for (const summary of summaries) if (!summary.serviceOnly) totals.set(summary.currency, (totals.get(summary.currency) ?? 0n) + summary.revenueMicros);
  return [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amountMicros]) => ({ currency, amountMicros }));
}

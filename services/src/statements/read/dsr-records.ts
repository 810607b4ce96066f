import {
  datePeriod,
  isCurrencyCode,
  normaliseIsrc,
  parseCount,
  parseDecimalMicros,
  statementTerritory,
  StatementProblem,
  type StatementPlace,
  type StatementProblemCode,
} from '@slipcase/domain';

/**
 * The records of a DDEX DSR flat file (Basic Audio Profile) this reader uses, decoded from their cells. Cell
 * positions are the standard's, counted from 1 with the record type as cell 1, since every record writes all its
 * cells (an optional one is empty).
 */
export type Cells = string[][];

export interface DsrHead {
  messageId: string;
  fileNumber: number;
  numberOfFiles: number;
  period: { start: string; end: string };
  sender: string | null;
}

/** A summary record (SY02, SY04, SY05): what its sales lines share, and the revenue they divide by their usages. */
export interface DsrSummary {
  useType: string;
  country: string;
  currency: string;
  revenueMicros: bigint;
  usages: bigint;
  /**
   * The record type (`SY02.02`) when its figures are the service's own (SY01, SY04: the DSP's net revenue, with no
   * cell allocated to the report's recipient), so no line can be paid from them; absent when they are allocated.
   */
  serviceOnly?: string;
}

export interface DsrRelease {
  reference: string;
  upc: string | null;
  title: string | null;
  artist: string | null;
}

export interface DsrResource {
  reference: string;
  isrc: string | null;
  title: string | null;
  artist: string | null;
}

export interface DsrSale {
  blockId: string;
  summaryId: string;
  release: string;
  resource: string;
  usages: number;
  /** IsRoyaltyBearing: a line that is not is usage that earns nothing, outside its summary's allocated usages. */
  royaltyBearing: boolean;
}

export interface DsrFoot {
  linesInFile: number;
  summaryRecords: number;
  blocksInFile: number;
}

class CellReader {
  constructor(
    private readonly cells: Cells,
    private readonly place: StatementPlace,
  ) {}

  text(position: number): string {
    return this.cells[position - 1]?.[0] ?? '';
  }

  required(position: number, name: string): string {
    const value = this.text(position);
    if (value === '') throw new StatementProblem('bad_record', this.place, `${name} is empty`);
    return value;
  }

  count(position: number, name: string): number {
    const value = parseCount(this.required(position, name));
    if (value === null) throw new StatementProblem('bad_count', this.place, `"${this.text(position)}" (${name})`);
    return value;
  }

  amount(position: number, name: string): bigint {
    const value = parseDecimalMicros(this.required(position, name));
    if (value === null) throw new StatementProblem('bad_amount', this.place, `"${this.text(position)}" (${name})`);
    return value;
  }

  currency(position: number): string {
    const code = this.required(position, 'CurrencyOfReporting').toUpperCase();
    if (!isCurrencyCode(code)) throw new StatementProblem('unknown_currency', this.place, `"${code}"`);
    return code;
  }

  territory(position: number): string {
    const country = statementTerritory(this.required(position, 'Territory'));
    if (country === null) throw new StatementProblem('unknown_territory', this.place, `"${this.text(position)}"`);
    return country;
  }

  problem(code: StatementProblemCode, detail: string): StatementProblem {
    return new StatementProblem(code, this.place, detail);
  }

  /** xs:boolean: true, false, 1 or 0; an empty cell (optional in SU02) says true, the record's ordinary case. */
  boolean(position: number, name: string): boolean {
    const value = this.text(position);
    if (value === '') return true;
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    throw new StatementProblem('bad_record', this.place, `${name} is "${value}", not true or false`);
  }

  /** The first filled of two optional cells, for the subscription's usages in the period when given. */
  firstFilled(preferred: number, fallback: number): number {
    return this.text(preferred) !== '' ? preferred : fallback;
  }
}

export function readHead(cells: Cells, place: StatementPlace): DsrHead {
  const cell = new CellReader(cells, place);
  const [start, end] = [cell.required(9, 'UsageStartDate'), cell.required(10, 'UsageEndDate')];
  const period = datePeriod(start, end);
  if (period === null) throw new StatementProblem('bad_date', place, `"${start}" to "${end}"`);
  return {
    messageId: cell.required(5, 'MessageId'),
    fileNumber: cell.count(7, 'FileNumber'),
    numberOfFiles: cell.count(8, 'NumberOfFiles'),
    period,
    sender: cell.text(12) || cell.text(11) || null,
  };
}

/**
 * SY01 gives the service's own figures and SY04 its per-subscriber minima (both the DSP's NetRevenue, with no cell
 * allocated to the report's recipient): read and checked, marked `serviceOnly`, never a source of money. SY02 and
 * SY05 give the service's totals for every rights holder (Usages, NetRevenue) and, beside them, what is allocated to
 * the report's recipient: what we are owed is the allocated amount shared by the allocated usages, never a total
 * paired with an allocated count.
 */
export function readSummary(kind: string, cells: Cells, place: StatementPlace): DsrSummary {
  const cell = new CellReader(cells, place);
  const base = { useType: cell.required(6, 'UseType'), country: cell.territory(7) };
  const serviceOnly = cell.text(1);
  if (kind === 'SY01') return { ...base, serviceOnly, currency: cell.currency(11), revenueMicros: cell.amount(12, 'NetRevenue'), usages: BigInt(cell.count(9, 'Usages')) };
  if (kind === 'SY02') {
    // The service's totals are checked as the standard requires them, and not used for money.
    cell.count(9, 'Usages');
    cell.amount(12, 'NetRevenue');
    return { ...base, currency: cell.currency(11), ...allocated(cell, { usages: 15, revenue: 16, netRevenue: 17 }) };
  }
  if (kind === 'SY04') {
    return { ...base, serviceOnly, currency: cell.currency(15), revenueMicros: cell.amount(19, 'NetRevenue'), usages: BigInt(cell.count(cell.firstFilled(14, 13), 'UsagesInReportingPeriod')) };
  }
  cell.count(12, 'TotalUsages');
  return { ...base, currency: cell.currency(18), ...allocated(cell, { usages: 13, revenue: 16, netRevenue: 15 }) };
}

/**
 * The recipient's allocated cells: AllocatedRevenue (the standard: "sometimes called Amount Payable"), else
 * AllocatedNetRevenue (the net revenue to be allocated to the recipient), shared by AllocatedUsages. A summary with
 * neither amount gives nothing payable to us and refuses the file.
 */
function allocated(cell: CellReader, at: { usages: number; revenue: number; netRevenue: number }): { revenueMicros: bigint; usages: bigint } {
  const usages = BigInt(cell.count(at.usages, 'AllocatedUsages'));
  if (cell.text(at.revenue) !== '') return { revenueMicros: cell.amount(at.revenue, 'AllocatedRevenue'), usages };
  if (cell.text(at.netRevenue) !== '') return { revenueMicros: cell.amount(at.netRevenue, 'AllocatedNetRevenue'), usages };
  throw cell.problem('no_amount_payable', `"${cell.text(2)}"`);
}

export function readRelease(cells: Cells, place: StatementPlace): DsrRelease {
  const cell = new CellReader(cells, place);
  return { reference: cell.required(3, 'ReleaseReference'), upc: cell.text(7) || null, artist: cell.text(8) || null, title: cell.text(10) || null };
}

/** AS01 and AS02 share the cells read here. */
export function readResource(cells: Cells, place: StatementPlace): DsrResource {
  const cell = new CellReader(cells, place);
  return { reference: cell.required(3, 'ResourceReference'), isrc: normaliseIsrc(cell.text(5)), title: cell.text(6) || null, artist: cell.text(8) || null };
}

/** SU01 counts sales less returns (a negative net is a refund); SU02 counts streams. */
export function readSale(kind: string, cells: Cells, place: StatementPlace): DsrSale {
  const cell = new CellReader(cells, place);
  const usages = kind === 'SU01' ? cell.count(9, 'Usages') - cell.count(10, 'Returns') : cell.count(8, 'NumberOfStreams');
  return {
    blockId: cell.required(2, 'BlockId'),
    summaryId: cell.required(3, 'SummaryRecordId'),
    release: cell.text(5),
    resource: cell.text(6),
    usages,
    royaltyBearing: cell.boolean(7, 'IsRoyaltyBearing'),
  };
}

export function readFoot(cells: Cells, place: StatementPlace): DsrFoot {
  const cell = new CellReader(cells, place);
  return { linesInFile: cell.count(2, 'NumberOfLinesInFile'), summaryRecords: cell.count(4, 'NumberOfSummaryRecords'), blocksInFile: cell.count(5, 'NumberOfBlocksInFile') };
}

/** One sales or usage line of a store statement, normalised whatever the file's format. */
export interface StatementLine {
  /** 1-based physical line number in its file (for reports). */
  lineNo: number;
  /** 1-based part of a split report (…_1of3…), 1 for a single file. */
  part: number;
  /** Upper-case, no dashes; null when absent. */
  isrc: string | null;
  /** UPC/EAN/ICPN digits as reported; null when absent. */
  upc: string | null;
  title: string | null;
  artist: string | null;
  /** ISO 3166-1 alpha-2 upper-case; 'WW' only if the file says worldwide. */
  country: string;
  /** DDEX UseType ('OnDemandStream', 'PermanentDownload'), free text for a CSV. */
  useType: string;
  usages: number;
  /** ISO 4217 upper-case. */
  currency: string;
  /** What the store owes the distributor for this line, in millionths of `currency`; negative for refunds. */
  amountMicros: bigint;
}

export interface StatementHeader {
  format: 'dsr' | 'csv';
  period: { start: string; end: string };
  sender: string | null;
  messageId: string | null;
  parts: number;
  /** The FOOT's line count (summed over the parts); null before the last FOOT is read, and for a CSV. */
  declaredLineCount: number | null;
  summaryTotals: { currency: string; amountMicros: bigint }[];
}

/** An ISRC as stored: upper-case without dashes or spaces, or null when the text is empty. */
export function normaliseIsrc(text: string): string | null {
  const isrc = text.replace(/[-\s]/g, '').toUpperCase();
  return isrc === '' ? null : isrc;
}

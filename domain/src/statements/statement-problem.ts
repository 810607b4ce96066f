export type StatementProblemCode =
  | 'empty_file'
  | 'not_utf8'
  | 'control_character'
  | 'line_too_long'
  | 'too_large'
  | 'bad_gzip'
  | 'missing_head'
  | 'missing_foot'
  | 'after_foot'
  | 'foot_mismatch'
  | 'unknown_record'
  | 'bad_record'
  | 'unknown_currency'
  | 'unknown_territory'
  | 'bad_date'
  | 'bad_amount'
  | 'bad_count'
  | 'missing_part'
  | 'part_out_of_order'
  | 'part_mismatch'
  | 'unknown_reference'
  | 'summary_mismatch'
  | 'no_amount_payable'
  | 'service_revenue_only'
  | 'missing_period'
  | 'missing_column';

/** The English words of each problem; `{{detail}}` is the offending value or count, quoted by the caller. */
export const STATEMENT_PROBLEM_MESSAGES: Record<StatementProblemCode, string> = {
  empty_file: 'The file is empty.',
  not_utf8: 'The text is not valid UTF-8.',
  control_character: 'A field holds a control character (such as NUL), which a statement never contains.',
  line_too_long: 'The line is far longer than any statement line.',
  too_large: 'The file unpacks to more than the {{detail}} bytes allowed.',
  bad_gzip: 'The file is compressed with gzip but its compressed data is damaged.',
  missing_head: 'The file does not start with a HEAD record.',
  missing_foot: 'The file ends without a FOOT record.',
  after_foot: 'There is data after the FOOT record.',
  foot_mismatch: 'The FOOT record does not match the file: {{detail}}.',
  unknown_record: 'The record type {{detail}} is not one this reader knows.',
  bad_record: 'The record is incomplete: {{detail}}.',
  unknown_currency: 'The currency {{detail}} is not an ISO 4217 currency code.',
  unknown_territory: 'The territory {{detail}} is not an ISO country code.',
  bad_date: 'The date {{detail}} is not a real date (YYYY-MM-DD), or the period ends before it starts.',
  bad_amount: 'The amount {{detail}} is not a number.',
  bad_count: 'The count {{detail}} is not a whole number.',
  missing_part: 'A part of the report is missing: {{detail}}.',
  part_out_of_order: 'The parts of the report are not in order: {{detail}}.',
  part_mismatch: 'The parts do not belong to one report: {{detail}}.',
  unknown_reference: 'The line refers to {{detail}}, which is not declared before it.',
  summary_mismatch: 'The lines do not add up to their summary record: {{detail}}.',
  no_amount_payable: "The summary record {{detail}} gives no amount payable to the report's recipient (AllocatedRevenue and AllocatedNetRevenue are empty).",
  service_revenue_only:
    "The line is paid from the summary record {{detail}}, which gives only the service's own revenue and usages, not an amount allocated to the report's recipient.",
  missing_period: 'The statement period is missing or not a month (YYYY-MM): {{detail}}.',
  missing_column: 'The column {{detail}} is missing from the header row.',
};

/** Where a problem sits: the part of a split report and the physical line in that part's file, both from 1. */
export interface StatementPlace {
  part?: number;
  lineNo?: number;
}

/** A statement that cannot be read, with what is wrong and where, in plain words. */
export class StatementProblem extends Error {
  readonly code: StatementProblemCode;
  readonly part?: number;
  readonly lineNo?: number;
  readonly detail: string;

  constructor(code: StatementProblemCode, place: StatementPlace = {}, detail = '') {
    const where = place.lineNo === undefined ? '' : `Line ${place.lineNo}${place.part && place.part > 1 ? ` of part ${place.part}` : ''}: `;
    super(`${where}${STATEMENT_PROBLEM_MESSAGES[code].replace('{{detail}}', detail)}`);
    this.name = 'StatementProblem';
    this.code = code;
    if (place.part !== undefined) this.part = place.part;
    if (place.lineNo !== undefined) this.lineNo = place.lineNo;
    this.detail = detail;
  }
}

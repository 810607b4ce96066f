import { POSTING_PROBLEM_MESSAGES } from '@slipcase/domain';

/** Why a statement could not be posted, beyond what reading it found: nothing of it was posted. */
export type PostingProblemCode = 'rate_missing' | 'period_missing' | 'period_mismatch' | 'statement_empty';

export class PostingProblem extends Error {
  /** What the message names, recorded with the problem so that the console can say it in the operator's language. */
  readonly detail: string | undefined;

  constructor(
    readonly code: PostingProblemCode,
    readonly params: Record<string, string | number> = {},
  ) {
    const detail = code === 'rate_missing' ? String(params.currency) : code === 'period_mismatch' ? String(params.found) : undefined;
    super(POSTING_PROBLEM_MESSAGES[code].replace('{{detail}}', detail ?? ''));
    this.detail = detail;
  }
}

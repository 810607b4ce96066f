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
    super(
      {
        rate_missing: POSTING_PROBLEM_MESSAGES.rate_missing.replace('{{detail}}', String(params.currency)),
        period_missing: 'The statement does not say which month it covers; give the period.',
        period_mismatch: `The statement covers ${params.found}, not ${params.given}.`,
        statement_empty: 'The statement has no sales lines.',
      }[code],
    );
    this.detail = code === 'rate_missing' ? String(params.currency) : undefined;
  }
}

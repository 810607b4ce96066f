/** Why a statement could not be posted, beyond what reading it found: nothing of it was posted. */
export type PostingProblemCode = 'rate_missing' | 'period_missing' | 'period_mismatch' | 'statement_empty';

export class PostingProblem extends Error {
  constructor(
    readonly code: PostingProblemCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(
      {
        rate_missing: `No exchange rate to US dollars was given for ${params.currency}.`,
        period_missing: 'The statement does not say which month it covers; give the period.',
        period_mismatch: `The statement covers ${params.found}, not ${params.given}.`,
        statement_empty: 'The statement has no sales lines.',
      }[code],
    );
  }
}

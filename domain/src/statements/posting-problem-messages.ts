/**
 * The English words of the posting problems (what they name of the statement is `{{detail}}`, recorded with the
 * problem), beside the reading problems' in the shared `statement_problem` messages: the console says them in the
 * operator's language.
 */
export const POSTING_PROBLEM_MESSAGES = {
  rate_missing: 'No exchange rate to US dollars was given for {{detail}}.',
  period_missing: 'The statement does not say which month it covers; give the period.',
  period_mismatch: 'The statement covers {{detail}}, not the period given.',
  statement_empty: 'The statement has no sales lines.',
} as const;

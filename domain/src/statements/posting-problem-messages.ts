/**
 * The English words of the posting problems that name something of the statement (`{{detail}}`, recorded with the
 * problem), beside the reading problems' in the shared `statement_problem` messages: the console says them in the
 * operator's language.
 */
export const POSTING_PROBLEM_MESSAGES = {
  rate_missing: 'No exchange rate to US dollars was given for {{detail}}.',
} as const;

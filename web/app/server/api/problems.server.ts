import type { FieldError } from '@slipcase/domain';
import { problemOf } from '@slipcase/api-contract/zod-issues';
import { apiJson } from '../api-auth.server';

// The problem shapes and the reading of zod's issues are the contract's: the CLI's local mode refuses alike.
export { decodeError, issueErrors, problemOf, type ApiProblem } from '@slipcase/api-contract/zod-issues';

type Problem = Pick<FieldError, 'code' | 'params'> & { field?: string | undefined };

/**
 * A refusal naming every problem: `{ error, errors }`. `error`, the shape every refusal has, is `headline` (a
 * summary such as release_incomplete) or else the first problem.
 */
export function apiProblems(status: number, errors: readonly Problem[], headline?: Problem): Response {
  const first = headline ?? errors[0] ?? { code: 'invalid_input' as const };
  return apiJson({ error: problemOf(first), errors: errors.map(problemOf) }, status);
}

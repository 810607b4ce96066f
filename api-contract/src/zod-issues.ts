import type { ErrorCode, FieldError } from '@slipcase/domain';
import type { z } from 'zod';
import { errorMessage } from './english';
import { ERROR_CODES } from './error-codes';

/** One problem as `/v1` answers it and the CLI prints it: the code, the web's English message, the field. */
export interface ApiProblem {
  code: ErrorCode;
  message: string;
  field?: string;
}

type Problem = Pick<FieldError, 'code' | 'params'> & { field?: string | undefined };

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/** `code` or `code {"param":value}` (encodeError's form) back to its parts; null when it is no error code of ours. */
export function decodeError(encoded: string): { code: ErrorCode; params: Record<string, string | number> } | null {
  const [code = '', rest] = encoded.split(/ (.*)/s);
  if (!KNOWN_CODES.has(code)) return null;
  try {
    return { code: code as ErrorCode, params: rest ? (JSON.parse(rest) as Record<string, string | number>) : {} };
  } catch {
    return { code: code as ErrorCode, params: {} };
  }
}

/** A domain error as a problem of the wire, in English. */
export function problemOf(error: Problem): ApiProblem {
  return { code: error.code, message: errorMessage(error.code, error.params), ...(error.field && { field: error.field }) };
}

/** A zod issue as the domain's error: the schemas' messages are error codes (encodeError); zod's own are mapped. */
function issueError(issue: z.core.$ZodIssue): FieldError[] {
  const field = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => ({ code: 'invalid_input', field: field ? `${field}.${key}` : key }));
  const decoded = decodeError(issue.message);
  // A field left out is missing, whatever a wrong value of it would be called (parsed with reportInput), in the
  // field's own words when it has them (`title_required`).
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && issue.input === undefined) {
    return [{ code: decoded?.code.endsWith('_required') ? decoded.code : 'required', field }];
  }
  if (decoded) {
    const bound: Record<string, number> =
      issue.code === 'too_big' ? { max: Number(issue.maximum) } : issue.code === 'too_small' ? { min: Number(issue.minimum) } : {};
    return [{ code: decoded.code, field, params: { ...bound, ...decoded.params } }];
  }
  if (issue.code === 'invalid_value') return [{ code: 'invalid_choice', field }];
  return [{ code: 'invalid_input', field }];
}

/**
 * Every problem zod found, each once: how `/v1` refuses a body (400) and the CLI's local mode refuses the same
 * input, parsed with the same schema (`reportInput: true`, so a missing field reads as missing).
 */
export function issueErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  const seen = new Set<string>();
  return issues.flatMap(issueError).filter((error) => {
    const key = `${error.field}\u0000${error.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

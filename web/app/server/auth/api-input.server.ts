import type { ErrorCode } from '@slipcase/domain';
import type { z } from 'zod';
import { readApiFields } from '../api-body.server';
import { authFailureResponse, type AuthFailure } from './auth-failure.server';

/** A form error as the schemas encode it (`code` or `code {"param":value}`, see encodeError) made an API failure. */
function failureOf(issue: z.core.$ZodIssue): AuthFailure {
  const [code = 'invalid_input', json] = issue.message.split(/ (.*)/s);
  let params: Record<string, number> | undefined;
  try {
    params = json ? (JSON.parse(json) as Record<string, number>) : undefined;
  } catch {
    params = undefined;
  }
  const field = issue.path.map(String).join('.') || undefined;
  return { code: code as ErrorCode, field, params };
}

/**
 * A `/v1` call's body (JSON or form) checked with one of the forms' schemas (whose codes are all 400s). When it fails, `response` is the
 * 400 answer for the first problem: `{ error: { code, message, field } }`.
 */
export async function parseApiInput<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; value: z.output<S> } | { ok: false; response: Response }> {
  const parsed = schema.safeParse(await readApiFields(request));
  if (parsed.success) return { ok: true, value: parsed.data };
  const [issue] = parsed.error.issues;
  return { ok: false, response: authFailureResponse(issue ? failureOf(issue) : { code: 'invalid_input' }) };
}

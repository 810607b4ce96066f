import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

/** One problem: a stable code, the web's English message for it, and the field it concerns (a JSON path). */
export const problemSchema = z.object({
  code: z.enum(ERROR_CODES as [string, ...string[]]),
  message: z.string(),
  field: z.string().optional(),
});

/** Every refusal: `error`; with several problems (a body's, the submission's), each of them in `errors`. */
export const errorBodySchema = z.object({
  error: problemSchema,
  errors: z.array(problemSchema).optional(),
});

/** What was done differently than asked, or would be (stores left out): the call still succeeded. */
export const warningsSchema = z.array(problemSchema);

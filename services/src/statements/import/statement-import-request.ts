import type { Readable } from 'node:stream';
import { z } from 'zod';
import { AppError } from '@slipcase/domain';

const fileSource = z.custom<Readable | string>(
  (value) => typeof value === 'string' || (typeof value === 'object' && value !== null && typeof (value as { pipe?: unknown }).pipe === 'function'),
  { error: 'a path or a readable stream' },
);

/**
 * What startStatementImport takes, checked at its door: strict, so a key it does not read (`rate` for `rates`, a
 * front door's spread flags) fails there instead of being silently ignored.
 */
export const statementImportRequestSchema = z.strictObject({
  store: z.string(),
  /** `YYYY-MM`; empty or absent to take the statement's own. */
  period: z.string().nullish(),
  /** `EUR=1.08`, one per currency the statement may be in. */
  rates: z.array(z.string()).readonly().optional(),
  /** The files in part order (a split report's `…_1of3…` first); a stream or a local path. */
  files: z.array(z.strictObject({ name: z.string(), source: fileSource })).readonly(),
  importedById: z.string().nullable(),
});

export type StatementImportRequest = z.input<typeof statementImportRequestSchema>;

/** The request as the schema reads it, or `invalid_input` naming the first key that is unknown or of the wrong kind. */
export function parseStatementImportRequest(input: unknown): z.output<typeof statementImportRequestSchema> {
  const parsed = statementImportRequestSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const key = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.join('.');
  const what = issue.code === 'unrecognized_keys' ? 'is not an input it takes' : issue.message;
  throw new AppError('invalid_input', key, { key }, `A statement import's "${key}" ${what}.`);
}

import { checkFormFile, checkFormValue, type FieldError, type FormField } from '@slipcase/domain';
import { z } from 'zod';
import { encodeError } from './error-messages';

const issue = (ctx: z.RefinementCtx, error: FieldError | null) => {
  if (error) ctx.addIssue({ code: 'custom', message: encodeError(error) });
};

/**
 * The schema the page checks a form with before sending it, built from the form's definition: each text answer
 * checked by the domain's `checkFormValue`, a chosen file by its size. The server checks the same answers with the same
 * definition (`checkFormSubmission`), the file's type from its bytes, and alone decides.
 */
export function formFillSchema(fields: readonly FormField[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    shape[field.key] =
      field.kind === 'file'
        ? z.unknown().superRefine((value, ctx) => {
            const chosen = typeof File !== 'undefined' && value instanceof File && value.size > 0 ? value : null;
            const error = checkFormFile(field, chosen && { sizeBytes: chosen.size, type: 'pdf' });
            issue(ctx, error?.code === 'file_type_not_allowed' ? null : error);
          })
        : z
            .string()
            .optional()
            .superRefine((value, ctx) => issue(ctx, checkFormValue(field, value ?? '')));
  }
  return z.object(shape);
}

/** What the server reads of the posted form before the service checks it: any field, kept to answer back with. */
export const formPayloadSchema = z.record(z.string(), z.unknown());

/** The text answers of a parsed submission, by field key (files are read from the upload, not the form's values). */
export function textAnswers(fields: readonly FormField[], value: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(fields.filter((field) => field.kind !== 'file').map((field) => [field.key, typeof value[field.key] === 'string' ? (value[field.key] as string) : '']));
}

import { checkFormFile, checkFormValue, type FieldError, type FormField } from '@slipcase/domain';
import { z } from 'zod';
import { encodeError } from './error-messages';

/**
 * The schema the page checks a form with before sending it, built from the form's definition: each text answer
 * checked by the domain's `checkFormValue`, a chosen file by its size. The server checks the same answers with the same
 * definition (`checkFormSubmission`), the file's type from its bytes, and alone decides. The checks run on the whole
 * object, so a field left empty (which conform leaves out of the value) is checked too.
 */
export function formFillSchema(fields: readonly FormField[]) {
  return z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
    for (const field of fields) {
      const answer = value[field.key];
      let error: FieldError | null;
      if (field.kind === 'file') {
        const chosen = typeof File !== 'undefined' && answer instanceof File && answer.size > 0 ? answer : null;
        // The type is known from the file's bytes only, on the server: here any chosen file passes it.
        error = checkFormFile(field, chosen && { sizeBytes: chosen.size, type: 'pdf' });
      } else {
        error = checkFormValue(field, typeof answer === 'string' ? answer : '');
      }
      if (error) ctx.addIssue({ code: 'custom', path: [field.key], message: encodeError(error) });
    }
  });
}

/** What the server reads of the posted form before the service checks it: any field, kept to answer back with. */
export const formPayloadSchema = z.record(z.string(), z.unknown());

/** The text answers of a parsed submission, by field key (files are read from the upload, not the form's values). */
export function textAnswers(fields: readonly FormField[], value: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(fields.filter((field) => field.kind !== 'file').map((field) => [field.key, typeof value[field.key] === 'string' ? (value[field.key] as string) : '']));
}

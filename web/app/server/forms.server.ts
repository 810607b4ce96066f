import type { SubmissionResult } from '@conform-to/react';
import { MaxPartSizeExceededError } from '@remix-run/node';
import { AppError, FORM_FILE_MAX_BYTES, FORM_FILE_MAX_LABEL, FORM_LIMITS, type FieldError } from '@slipcase/domain';
import type { FormMailer, FormReviewDeps } from '@slipcase/services/forms/form-mail';
import type { StoredForm } from '@slipcase/services/forms/form-definitions';
import { saveForm } from '@slipcase/services/forms/form-definitions';
import { moveSubmission } from '@slipcase/services/forms/move-submission';
import { submitForm } from '@slipcase/services/forms/submit-form';
import { getPrisma } from '@slipcase/db';
import { fieldOfRow, formEditorSchema, moveSchema } from '../lib/form-editor-schema';
import { formPayloadSchema, textAnswers } from '../lib/form-fill-schema';
import { encodeError } from '../lib/error-messages';
import { serviceDeps } from './deps.server';
import { sendMail } from './mail/mailer.server';
import { submissionMovedMail } from './mail/messages.server';
import { publicBaseUrl } from './public-url.server';
import { readForm, readFormValue } from './read-form.server';
import { withMultipartForm } from './uploads.server';

export type FormReply = { ok: false; status: number; reply: SubmissionResult<string[]> };

function groupByField(errors: readonly FieldError[]): Record<string, string[]> {
  const grouped: Record<string, string[]> = {};
  for (const error of errors) (grouped[error.field || ''] ??= []).push(encodeError(error));
  return grouped;
}

const refused = (status: number, errors: readonly FieldError[]): FormReply => ({ ok: false, status, reply: { status: 'error', error: groupByField(errors) } });

/**
 * A user's answers to `form` (multipart: each file field streamed to a temporary file, at most 20 MB), checked by the
 * service with the form's definition. A refusal names each field and keeps the typed answers.
 */
export async function receiveFormSubmission(request: Request, form: StoredForm, userId: string): Promise<{ ok: true; id: string } | FormReply> {
  const fileKeys = form.fields.filter((field) => field.kind === 'file').map((field) => field.key);
  try {
    return await withMultipartForm(request, { maxBytes: Object.fromEntries(fileKeys.map((key) => [key, FORM_FILE_MAX_BYTES])) }, async (received) => {
      if (!received.ok) return refused(413, [{ code: 'file_too_large', field: received.tooLarge, params: { max: FORM_FILE_MAX_LABEL } }]);
      // Every answer goes to the service, which checks them all with the form's definition, so each refusal shows at once.
      const submission = await readForm(received.formData, formPayloadSchema);
      const outcome = await submitForm(await serviceDeps(), {
        formId: form.id,
        userId,
        values: textAnswers(form.fields, submission.payload),
        files: Object.fromEntries(fileKeys.map((key) => [key, received.file(key)])),
      });
      if (outcome.ok) return outcome;
      if (outcome.kind === 'not_found') throw new Response('Not found', { status: 404 });
      if (outcome.kind === 'failed') return { ok: false, status: 500, reply: submission.reply({ formErrors: [encodeError({ code: 'form_submit_failed' })], hideFields: fileKeys }) };
      return { ok: false, status: 400, reply: submission.reply({ fieldErrors: groupByField(outcome.errors), hideFields: fileKeys }) };
    });
  } catch (error) {
    // A text part over the parser's limit (64 KB): far over any field's own, so it is that field's "too long".
    if (error instanceof MaxPartSizeExceededError) return refused(413, [{ code: 'too_long', field: error.field, params: { max: FORM_LIMITS.long_text } }]);
    throw error;
  }
}

/** The staff's editor: saves the form (`formId` null creates it); a refusal names each field of each row. */
export async function receiveFormEditor(request: Request, formId: string | null): Promise<{ ok: true; id: string } | FormReply> {
  const submission = await readForm(request, formEditorSchema);
  if (submission.status !== 'success') return { ok: false, status: 400, reply: submission.reply() };
  const { name, description, active, fields } = submission.value;
  const saved = await saveForm(await serviceDeps(), { formId, name, description, active: active === 'on', fields: fields.map(fieldOfRow) });
  if (saved.ok) return saved;
  if (saved.kind === 'not_found') throw new Response('Not found', { status: 404 });
  return { ok: false, status: 400, reply: submission.reply({ fieldErrors: groupByField(saved.errors) }) };
}

/** Mails a submitter in their language (forms:mail.*), over SMTP_URL. */
export const formMailer: FormMailer = {
  submissionMoved: (recipient, news) => sendMail(submissionMovedMail(recipient, news)),
};

export function formReviewDeps(now = new Date()): FormReviewDeps {
  return { prisma: getPrisma(), now, mail: formMailer, publicUrl: publicBaseUrl() };
}

/** A staff move from the queue; a refusal (a move not allowed any more, a bad note) comes back as its error. */
export async function receiveMove(request: Request, staffId: string): Promise<{ ok: true } | { ok: false; status: number; error: string; submissionId: string }> {
  const { submissionId, to, note } = await readFormValue(request, moveSchema);
  try {
    await moveSubmission(formReviewDeps(), { submissionId, to, note, staffId });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'not_found') throw new Response('Not found', { status: 404 });
    return { ok: false, status: error.code === 'form_move_not_allowed' ? 409 : 400, error: encodeError(error), submissionId };
  }
}

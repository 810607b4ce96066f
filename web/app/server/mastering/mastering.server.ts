import type { SubmissionResult } from '@conform-to/react';
import { httpStatusOf } from '@slipcase/api-contract/http-status';
import { AUDIO_MAX_BYTES, isAppError, type AppError } from '@slipcase/domain';
import { requestMastering, startMasteringCheckout, type MasteringDeps, type RequestedMastering } from '@slipcase/services/mastering/index';
import { masteringWorkflows } from '@slipcase/workflows/client';
import { encodeError } from '../../lib/error-messages';
import { masteringFormSchema } from '../../lib/mastering-schema';
import { fileTooLargeError } from '../../lib/media-upload';
import { masteringJobPath } from '../../lib/paths';
import { billingProviderFromEnv } from '../billing/provider-from-env.server';
import { serviceDeps } from '../deps.server';
import { readForm } from '../read-form.server';
import { withMultipartForm } from '../uploads.server';

/** The mastering use cases' dependencies for one request (the process-wide Temporal client starts jobs). */
export async function masteringDeps(now = new Date()): Promise<MasteringDeps> {
  return { ...(await serviceDeps(now)), mastering: masteringWorkflows() };
}

/** Where a job goes next: its own page when it is free, else the billing provider's checkout (back to its page). */
export async function checkoutOrJobPage(userId: string, jobId: string, origin: string): Promise<string> {
  const page = masteringJobPath(jobId);
  const checkout = await startMasteringCheckout(
    { ...(await serviceDeps()), provider: billingProviderFromEnv() },
    { userId, jobId, successUrl: `${origin}${page}?paid=1`, cancelUrl: `${origin}${page}` },
  );
  return 'url' in checkout ? checkout.url : `${page}?checkout=${checkout.error}`;
}

/** Which of the form's fields a refusal of the service belongs beside. */
function fieldOf(error: AppError): 'audio' | 'preset' | 'loopStart' {
  if (error.field === 'loop') return 'loopStart';
  return error.field === 'preset' ? 'preset' : 'audio';
}

export type MasteringFormResult =
  | { ok: true; requested: RequestedMastering }
  | { ok: false; status: number; reply: SubmissionResult<string[]> };

const hideFields = ['audio'];

/**
 * Receives /tools/mastering's form (multipart, the file streamed to a temporary file that is gone afterwards) and
 * requests the job. Refusals come back beside their field: no file, one too large, one mastering does not take,
 * a loop outside the track, a preset not offered.
 */
export async function receiveMasteringForm(request: Request, userId: string): Promise<MasteringFormResult> {
  return withMultipartForm(request, { maxBytes: { audio: AUDIO_MAX_BYTES } }, async (form) => {
    if (!form.ok) return { ok: false, status: 413, reply: { status: 'error', error: { audio: [encodeError(fileTooLargeError('audio'))] } } };
    const submission = await readForm(form.formData, masteringFormSchema);
    if (submission.status !== 'success') return { ok: false, status: 400, reply: submission.reply({ hideFields }) };
    const audio = form.file('audio');
    if (!audio || audio.size === 0) return { ok: false, status: 400, reply: submission.reply({ fieldErrors: { audio: ['required'] }, hideFields }) };
    try {
      const requested = await requestMastering(await masteringDeps(), {
        userId,
        source: audio.path,
        fileName: audio.fileName,
        preset: submission.value.preset,
        loopStartSeconds: submission.value.loopStart ?? null,
      });
      return { ok: true, requested };
    } catch (error) {
      if (!isAppError(error)) throw error;
      return { ok: false, status: httpStatusOf(error.code), reply: submission.reply({ fieldErrors: { [fieldOf(error)]: [encodeError(error)] }, hideFields }) };
    }
  });
}

import type { SubmissionResult } from '@conform-to/react';
import { httpStatusOf } from '@slipcase/api-contract/http-status';
import { isAppError } from '@slipcase/domain';
import { encodeError } from '../lib/error-messages';
import { publicBaseUrl } from './public-url.server';

/** The public page's absolute address, for the editor's copy field, `/v1` and the page's Open Graph tags. */
export function smartLinkUrl(path: string): string {
  return new URL(path, publicBaseUrl()).toString();
}

interface Submission<Value> {
  status?: 'success' | 'error';
  value?: Value;
  reply(options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; resetForm?: boolean }): SubmissionResult<string[]>;
}

/**
 * Runs a form's use case once its submission reads: a refusal goes beside its field (or above the form) with its
 * HTTP status; anything but an AppError is thrown on.
 */
export async function runSmartLinkForm<Value, Result>(submission: Submission<Value>, run: (value: Value) => Promise<Result>) {
  if (submission.status !== 'success' || submission.value === undefined) return { reply: submission.reply(), result: null, status: 400 };
  try {
    return { reply: submission.reply({ resetForm: true }), result: await run(submission.value), status: 200 };
  } catch (error) {
    if (!isAppError(error)) throw error;
    const message = [encodeError(error)];
    return { reply: submission.reply(error.field ? { fieldErrors: { [error.field]: message } } : { formErrors: message }), result: null, status: httpStatusOf(error.code) };
  }
}

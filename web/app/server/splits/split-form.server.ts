import { splitInputSchema } from '@slipcase/api-contract/split-schemas';
import { httpStatusOf } from '@slipcase/api-contract/http-status';
import { isAppError, type FieldError } from '@slipcase/domain';
import { setSplit, type SplitView } from '@slipcase/services';
import { encodeError } from '../../lib/error-messages';
import { splitDeps } from '../deps.server';
import { readForm } from '../read-form.server';

/** The domain's fields (`payees.0.email`) under conform's names (`payees[0].email`). */
function byField(errors: readonly FieldError[]): Record<string, string[]> {
  const grouped: Record<string, string[]> = {};
  for (const error of errors) (grouped[error.field.replace(/\.(\d+)(?=\.|$)/g, '[$1]')] ??= []).push(encodeError(error));
  return grouped;
}

/**
 * The split form's action (for `/royalties`): the form parsed with the `/v1` body's schema (conform names:
 * `ownerPercent`, `payees[0].email`, `payees[0].percent`, `trackId`, `recoupEmail`, `recoupAmount`), then setSplit.
 * The rules' refusals come back as the fields' errors; another account's release (or a track of another release)
 * as a form error, never told apart from none.
 */
export async function setSplitFromForm(ownerId: string, releaseId: string, form: FormData) {
  const submission = await readForm(form, splitInputSchema);
  if (submission.status !== 'success') return { status: 400, reply: submission.reply(), split: null as SplitView | null, invited: [] as string[] };
  try {
    const result = await setSplit(splitDeps(), { ...submission.value, ownerId, releaseId });
    if (result.outcome === 'refused') return { status: 400, reply: submission.reply({ fieldErrors: byField(result.errors) }), split: null, invited: [] };
    return { status: 200, reply: submission.reply({ resetForm: true }), split: result.split, invited: result.invited };
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') return { status: httpStatusOf(error.code), reply: submission.reply({ formErrors: [error.code] }), split: null, invited: [] };
    throw error;
  }
}

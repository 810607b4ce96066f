import { saveProfile } from '@slipcase/services/accounts/profile';
import { accountDeps } from '../deps.server';
import { profileSchema } from './schemas';
import { readForm } from '../read-form.server';

export type ProfileNotice =
  | { kind: 'saved' }
  /** The address changed: a code went to it (or could not be sent), and it is unverified until entered. */
  | { kind: 'verify'; email: string; sent: boolean };

/** The personal-data form, saved by saveProfile and answered in conform's shape. */
export async function updateProfile(userId: string, form: FormData) {
  const submission = await readForm(form, profileSchema);
  if (submission.status !== 'success') return { reply: submission.reply(), notice: null, status: 400 };
  const outcome = await saveProfile(accountDeps(), { userId, ...submission.value });
  if (outcome.kind === 'duplicated_email') {
    return { reply: submission.reply({ fieldErrors: { email: ['duplicated_email'] } }), notice: null, status: 409 };
  }
  if (outcome.kind === 'failed') return { reply: submission.reply({ formErrors: ['profile_update_failed'] }), notice: null, status: 500 };
  return { reply: submission.reply(), notice: outcome as ProfileNotice, status: 200 };
}

import { changePassword as change } from '@slipcase/services/accounts/settings';
import { accountDeps } from '../deps.server';
import { readSessionToken } from '../session.server';
import { passwordSchema } from './schemas';
import { readForm } from '../read-form.server';

const HIDDEN = ['currentPassword', 'newPassword', 'confirmPassword'];

/** The password form: the service checks the current one and ends every other session. */
export async function changePassword(request: Request, userId: string, form: FormData) {
  const submission = await readForm(form, passwordSchema);
  if (submission.status !== 'success') return { reply: submission.reply({ hideFields: HIDDEN }), changed: false, status: 400 };
  const changed = await change(accountDeps(), { userId, ...submission.value, keepSessionToken: await readSessionToken(request) });
  if (!changed) {
    return { reply: submission.reply({ fieldErrors: { currentPassword: ['invalid_password'] }, hideFields: HIDDEN }), changed, status: 400 };
  }
  return { reply: submission.reply({ resetForm: true }), changed, status: 200 };
}

import { saveNotificationSettings } from '@slipcase/services/accounts/settings';
import { accountDeps } from '../deps.server';
import { notificationsSchema } from './schemas';
import { readForm } from '../read-form.server';

/** The three toggles' form, saved by saveNotificationSettings. */
export async function updateNotificationSettings(userId: string, form: FormData) {
  const submission = await readForm(form, notificationsSchema);
  if (submission.status !== 'success') return { reply: submission.reply(), saved: false, status: 400 };
  if (!(await saveNotificationSettings(accountDeps(), { userId, ...submission.value }))) {
    return { reply: submission.reply({ formErrors: ['profile_update_failed'] }), saved: false, status: 500 };
  }
  return { reply: submission.reply(), saved: true, status: 200 };
}

import { savePayoneer as save } from '@slipcase/services/accounts/payout-method';
import { accountDeps } from '../deps.server';
import { payoneerSchema } from './schemas';
import { readForm } from '../read-form.server';

/** The Payoneer form, saved by the service's savePayoneer. */
export async function savePayoneer(userId: string, form: FormData) {
  const submission = await readForm(form, payoneerSchema);
  if (submission.status !== 'success') return { reply: submission.reply(), saved: false, status: 400 };
  if (!(await save(accountDeps(), { userId, payoneerEmail: submission.value.payoneerEmail }))) {
    return { reply: submission.reply({ formErrors: ['payout_setup_failed'] }), saved: false, status: 500 };
  }
  return { reply: submission.reply(), saved: true, status: 200 };
}

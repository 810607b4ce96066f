import { parseWithZod } from '@conform-to/zod/v4';
import { savePayoneer as save } from '@slipcase/services/accounts/payout-method';
import { accountDeps } from '../deps.server';
import { payoneerSchema } from './schemas';

/** The Payoneer form, saved by the service's savePayoneer. */
export async function savePayoneer(userId: string, form: FormData) {
  const submission = parseWithZod(form, { schema: payoneerSchema });
  if (submission.status !== 'success') return { reply: submission.reply(), saved: false, status: 400 };
  if (!(await save(accountDeps(), { userId, payoneerEmail: submission.value.payoneerEmail }))) {
    return { reply: submission.reply({ formErrors: ['payout_setup_failed'] }), saved: false, status: 500 };
  }
  return { reply: submission.reply(), saved: true, status: 200 };
}

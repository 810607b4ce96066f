import { parseWithZod } from '@conform-to/zod/v4';
import { getPrisma } from '@slipcase/db';
import { notificationsSchema } from './schemas';

export function loadNotificationSettings(userId: string) {
  return getPrisma().user.findUniqueOrThrow({
    where: { id: userId },
    select: { emailNotifications: true, marketingEmails: true, pushNotifications: true },
  });
}

/** Saves the three toggles; an unticked box is not sent, so it means off. */
export async function updateNotificationSettings(userId: string, form: FormData) {
  const submission = parseWithZod(form, { schema: notificationsSchema });
  if (submission.status !== 'success') return { reply: submission.reply(), saved: false, status: 400 };
  const { emailNotifications = false, marketingEmails = false, pushNotifications = false } = submission.value;
  try {
    await getPrisma().user.update({ where: { id: userId }, data: { emailNotifications, marketingEmails, pushNotifications } });
  } catch (error) {
    console.error('[account] notification settings not saved', error);
    return { reply: submission.reply({ formErrors: ['profile_update_failed'] }), saved: false, status: 500 };
  }
  return { reply: submission.reply(), saved: true, status: 200 };
}

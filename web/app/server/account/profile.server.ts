import { parseWithZod } from '@conform-to/zod/v4';
import { getPrisma } from '@slipcase/db';
import { sendVerificationCode } from '../auth/email-verification.server';
import { profileSchema } from './schemas';

/** What the personal-data form shows. */
export async function loadProfile(userId: string) {
  const { emailVerifiedAt, ...profile } = await getPrisma().user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      firstName: true,
      lastName: true,
      email: true,
      emailVerifiedAt: true,
      phoneCode: true,
      phoneNumber: true,
      contactMethod: true,
      twoFactorEnabled: true,
    },
  });
  return { ...profile, emailVerified: emailVerifiedAt !== null };
}

export type ProfileNotice =
  | { kind: 'saved' }
  /** The address changed: a code went to it (or could not be sent), and it is unverified until entered. */
  | { kind: 'verify'; email: string; sent: boolean };

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'P2002';
}

/**
 * Saves first and last name, e-mail, phone and preferred contact method. A new e-mail must belong to nobody else
 * (any case) and is unverified until the code mailed to it is entered.
 */
export async function updateProfile(userId: string, form: FormData) {
  const submission = parseWithZod(form, { schema: profileSchema });
  if (submission.status !== 'success') return { reply: submission.reply(), notice: null, status: 400 };
  const { firstName, lastName, email, phoneCode, phoneNumber, contactMethod } = submission.value;
  const prisma = getPrisma();
  const duplicated = () => ({
    reply: submission.reply({ fieldErrors: { email: ['duplicated_email'] } }),
    notice: null,
    status: 409,
  });

  let user;
  let emailChanged: boolean;
  try {
    const current = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
    emailChanged = current.email.toLowerCase() !== email.toLowerCase();
    if (emailChanged) {
      const owner = await prisma.user.findFirst({
        where: { email: { equals: email, mode: 'insensitive' }, id: { not: userId } },
        select: { id: true },
      });
      if (owner) return duplicated();
    }
    user = await prisma.user.update({
      where: { id: userId },
      data: {
        firstName,
        lastName,
        name: `${firstName} ${lastName}`,
        email,
        phoneCode: phoneNumber ? phoneCode : null,
        phoneNumber: phoneNumber || null,
        contactMethod,
        ...(emailChanged && { emailVerifiedAt: null }),
      },
      select: { id: true, email: true, name: true, language: true },
    });
  } catch (error) {
    // Two accounts taking the same address at once: the unique index decides.
    if (isUniqueViolation(error)) return duplicated();
    console.error('[account] profile update failed', error);
    return { reply: submission.reply({ formErrors: ['profile_update_failed'] }), notice: null, status: 500 };
  }

  if (!emailChanged) return { reply: submission.reply(), notice: { kind: 'saved' } as ProfileNotice, status: 200 };
  let sent = true;
  try {
    await sendVerificationCode(user);
  } catch (error) {
    // Saved all the same: the verification page can send a new code.
    console.error('[account] the verification code could not be mailed', error);
    sent = false;
  }
  return { reply: submission.reply(), notice: { kind: 'verify', email: user.email, sent } as ProfileNotice, status: 200 };
}

import type { ContactMethod } from '@slipcase/domain';
import type { AccountDeps } from './account-mail';
import { issueVerificationCode } from './email-verification';
import { isUniqueViolation } from '../database/unique-violation';

/** What the personal-data form shows. */
export async function loadProfile({ prisma }: Pick<AccountDeps, 'prisma'>, userId: string) {
  const { emailVerifiedAt, ...profile } = await prisma.user.findUniqueOrThrow({
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

export interface ProfileInput {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneCode?: string;
  phoneNumber?: string | null;
  contactMethod: ContactMethod;
}

export type ProfileOutcome =
  | { kind: 'saved' }
  /** The address changed: a code went to it (or could not be sent), and it is unverified until entered. */
  | { kind: 'verify'; email: string; sent: boolean }
  | { kind: 'duplicated_email' }
  | { kind: 'failed' };

/**
 * Saves first and last name, e-mail, phone and preferred contact method. A new e-mail must belong to nobody else
 * (any case) and is unverified until the code mailed to it is entered.
 */
export async function saveProfile(deps: AccountDeps, input: ProfileInput): Promise<ProfileOutcome> {
  const { userId, firstName, lastName, email, phoneCode, phoneNumber, contactMethod } = input;
  const { prisma } = deps;
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
      if (owner) return { kind: 'duplicated_email' };
    }
    const update = prisma.user.update({
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
    // Codes are the account's, checked against whatever address it has: one mailed to the address before must not
    // confirm the new one (it would, were the new one's code held back by the resend limit or its mail lost).
    const spendCodes = prisma.authToken.updateMany({
      where: { userId, kind: 'email_verification', usedAt: null },
      data: { usedAt: deps.now },
    });
    [user] = emailChanged ? await prisma.$transaction([update, spendCodes]) : [await update];
  } catch (error) {
    // Two accounts taking the same address at once: the unique index decides.
    if (isUniqueViolation(error)) return { kind: 'duplicated_email' };
    console.error('[account] profile update failed', error);
    return { kind: 'failed' };
  }

  if (!emailChanged) return { kind: 'saved' };
  let sent: boolean;
  try {
    // Held back when a code went out within the resend limit: none reaches the new address now.
    sent = (await issueVerificationCode(deps, user)).status === 'sent';
  } catch (error) {
    // Saved all the same: the verification page can send a new code.
    console.error('[account] the verification code could not be mailed', error);
    sent = false;
  }
  return { kind: 'verify', email: user.email, sent };
}

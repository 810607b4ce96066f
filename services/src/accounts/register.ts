import { hashPassword, type PrismaClient } from '@slipcase/db';
import { codeNames, type FieldError } from '@slipcase/domain';
import type { AccountDeps } from './account-mail';
import { createVerificationCode, mailVerificationCode } from './email-verification';
import { isUniqueViolation } from '../database/unique-violation';

/** What the sign-up form (or `POST /v1/auth/register`) gives, already checked by its schema. */
export interface RegistrationInput {
  email: string;
  username: string;
  password: string;
  first_name: string;
  last_name: string;
  referred_by_user?: string | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
}

export type RegistrationResult =
  | {
      ok: true;
      user: { id: string; username: string; email: string };
      /** False when the code could not be mailed: the account exists and "Send a new code" works at once. */
      mailSent: boolean;
    }
  | { ok: false; errors: FieldError[] };

/** duplicated_email and username_taken, compared without case as sign-in does. */
async function takenFields(prisma: PrismaClient, email: string, username: string): Promise<FieldError[]> {
  const [byEmail, byUsername] = await Promise.all([
    prisma.user.findFirst({ where: { email: { equals: email, mode: 'insensitive' } }, select: { id: true } }),
    prisma.user.findFirst({ where: { username: { equals: username, mode: 'insensitive' } }, select: { id: true } }),
  ]);
  return [
    ...(byEmail ? [{ code: 'duplicated_email' as const, field: 'email' }] : []),
    ...(byUsername ? [{ code: 'username_taken' as const, field: 'username' }] : []),
  ];
}

/**
 * Creates an unverified account and mails its first verification code. The user and the code are written in one
 * transaction; the mail goes after it commits, and a failed mail leaves the account in place (the code is
 * dropped, so the verification page can send a new one at once). The address is kept lower-cased.
 */
export async function registerUser(
  deps: AccountDeps,
  { language, ...input }: RegistrationInput & { language: string },
): Promise<RegistrationResult> {
  const { prisma, now } = deps;
  const email = input.email.toLowerCase();
  // A link carrying the code of the very name chosen: the account would refer itself (nothing is written).
  if (codeNames(input.referred_by_user, input.username)) return { ok: false, errors: [{ code: 'referral_own_code', field: 'username' }] };
  const taken = await takenFields(prisma, email, input.username);
  if (taken.length) return { ok: false, errors: taken };

  const passwordHash = await hashPassword(input.password);
  const fields = {
    email,
    username: input.username,
    name: `${input.first_name} ${input.last_name}`,
    firstName: input.first_name,
    lastName: input.last_name,
    passwordHash,
    language,
    referredBy: input.referred_by_user ?? null,
    utmSource: input.utm_source ?? null,
    utmMedium: input.utm_medium ?? null,
    utmCampaign: input.utm_campaign ?? null,
  };
  let created;
  try {
    created = await prisma.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: fields,
        select: { id: true, email: true, username: true, name: true, language: true },
      });
      return { user, token: await createVerificationCode(tx, user.id, now) };
    });
  } catch (error) {
    // Two sign-ups with the same address or name at once: the second one meets the unique index.
    if (!isUniqueViolation(error)) throw error;
    const raced = await takenFields(prisma, email, input.username);
    if (raced.length) return { ok: false, errors: raced };
    throw error;
  }

  const { user, token } = created;
  let mailSent = true;
  try {
    await mailVerificationCode(deps, { user, token });
  } catch (error) {
    mailSent = false;
    console.error(`Sign-up of ${user.id}: the verification mail could not be sent: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { ok: true, user: { id: user.id, username: user.username, email: user.email }, mailSent };
}

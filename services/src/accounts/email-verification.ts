import type { Prisma } from '@slipcase/db';
import { isCode } from '@slipcase/domain';
import type { AccountDeps, MailRecipient } from './account-mail';
import { codeMatches, hashCode, nextMailAllowedAt, randomCode, type MailLimits } from './auth-tokens';

/**
 * E-mail verification (000 §2, §9): a 6-digit code mailed at sign-up (and whenever an unverified account signs
 * in). Only the latest code works; it works once, for 24 hours, and dies after 5 wrong tries. A right code
 * confirms the address and signs the user in.
 */
export const VERIFICATION_CODE_TTL_MS = 24 * 60 * 60 * 1000;
export const VERIFICATION_MAX_ATTEMPTS = 5;
/** One code a minute and ten a day: with 5 tries each, at most 50 guesses a day at a million codes. */
export const VERIFICATION_MAIL_LIMITS: MailLimits = { intervalMs: 60_000, perDay: 10 };

const KIND = 'email_verification' as const;

export type VerificationRecipient = MailRecipient & { id: string };

export type IssueResult = { status: 'sent' } | { status: 'wait'; retryAt: Date };

/** Creates a new code for the user inside the caller's transaction and returns it (its hash is what is stored). */
export async function createVerificationCode(tx: Prisma.TransactionClient, userId: string, now: Date): Promise<{ id: string; code: string }> {
  const code = randomCode();
  const token = await tx.authToken.create({
    data: { userId, kind: KIND, tokenHash: hashCode(code), createdAt: now, expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MS) },
    select: { id: true },
  });
  return { id: token.id, code };
}

/**
 * Mails a code already created; once it is sent, the codes sent before stop working. When the mail cannot be
 * sent, the new code is deleted (nobody can know it, and it must not count against the resend limit), the
 * earlier code keeps working, and the error is thrown.
 */
export async function mailVerificationCode(
  { prisma, now, mail }: AccountDeps,
  { user, token }: { user: VerificationRecipient; token: { id: string; code: string } },
): Promise<void> {
  try {
    await mail.verificationCode(user, token.code, VERIFICATION_CODE_TTL_MS / 3_600_000);
  } catch (error) {
    await prisma.authToken.deleteMany({ where: { id: token.id } });
    throw error;
  }
  await prisma.authToken.updateMany({
    where: { userId: user.id, kind: KIND, usedAt: null, id: { not: token.id } },
    data: { usedAt: now },
  });
}

/**
 * A new code for the user, mailed, unless one was mailed too recently (VERIFICATION_MAIL_LIMITS); then nothing is
 * sent and the answer says when to try again. Two requests at once are serialised on the user's row. Throws when
 * the mail fails.
 */
export async function issueVerificationCode(deps: AccountDeps, user: VerificationRecipient): Promise<IssueResult> {
  const { prisma, now } = deps;
  const token = await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${user.id} FOR UPDATE`;
    const recent = await tx.authToken.findMany({
      where: { userId: user.id, kind: KIND, createdAt: { gt: new Date(now.getTime() - 24 * 60 * 60 * 1000) } },
      select: { createdAt: true },
    });
    const retryAt = nextMailAllowedAt(recent.map((row) => row.createdAt), now, VERIFICATION_MAIL_LIMITS);
    return retryAt ? { retryAt } : createVerificationCode(tx, user.id, now);
  });
  if ('retryAt' in token) return { status: 'wait', retryAt: token.retryAt };
  await mailVerificationCode(deps, { user, token });
  return { status: 'sent' };
}

function findUserByEmail({ prisma }: Pick<AccountDeps, 'prisma'>, email: string) {
  return prisma.user.findFirst({
    where: { email: { equals: email.trim(), mode: 'insensitive' } },
    select: { id: true, email: true, name: true, language: true, emailVerifiedAt: true },
  });
}

/**
 * "Send a new code" on the verification page. An unknown or already verified address answers 'sent' too and
 * nothing is mailed, so the page does not tell which addresses have accounts.
 */
export async function resendVerificationCode(deps: AccountDeps, email: string): Promise<IssueResult> {
  const user = await findUserByEmail(deps, email);
  if (!user || user.emailVerifiedAt) return { status: 'sent' };
  return issueVerificationCode(deps, user);
}

/**
 * Checks a code typed for the address. Right: the code is spent, the address is marked verified and the user's
 * id returned. Wrong, expired, spent, or the address unknown: null. Every try counts before the comparison, so
 * even simultaneous guesses get at most VERIFICATION_MAX_ATTEMPTS against one code.
 */
export async function verifyEmailCode(
  deps: Pick<AccountDeps, 'prisma' | 'now'>,
  { email, code }: { email: string; code: string },
): Promise<{ userId: string } | null> {
  const { prisma, now } = deps;
  const trimmed = code.trim();
  if (!isCode(trimmed)) return null;
  const user = await findUserByEmail(deps, email);
  if (!user) return null;
  const token = await prisma.authToken.findFirst({
    where: { userId: user.id, kind: KIND, usedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: 'desc' },
    select: { id: true, tokenHash: true },
  });
  if (!token) return null;
  const counted = await prisma.authToken.updateMany({
    where: { id: token.id, usedAt: null, attempts: { lt: VERIFICATION_MAX_ATTEMPTS } },
    data: { attempts: { increment: 1 } },
  });
  if (counted.count !== 1) return null;
  if (!codeMatches(token.tokenHash, trimmed)) {
    // The last allowed wrong try spends the code.
    await prisma.authToken.updateMany({
      where: { id: token.id, usedAt: null, attempts: { gte: VERIFICATION_MAX_ATTEMPTS } },
      data: { usedAt: now },
    });
    return null;
  }
  return prisma.$transaction(async (tx) => {
    const spent = await tx.authToken.updateMany({ where: { id: token.id, usedAt: null }, data: { usedAt: now } });
    if (spent.count !== 1) return null;
    await tx.user.update({ where: { id: user.id }, data: { emailVerifiedAt: user.emailVerifiedAt ?? now } });
    return { userId: user.id };
  });
}

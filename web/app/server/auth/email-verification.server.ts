import { getPrisma, type Prisma } from '@slipcase/db';
import { isCode } from '@slipcase/domain';
import { sendMail } from '../mail/mailer.server';
import { verificationCodeMail } from '../mail/messages.server';
import { BLOCKED_PATH, isBlocked, safeRedirect, startSession } from '../session.server';
import { codeMatches, hashCode, nextMailAllowedAt, randomCode, type MailLimits } from './auth-tokens.server';

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

export interface VerificationRecipient {
  id: string;
  email: string;
  name: string;
  language: string | null;
}

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
  user: VerificationRecipient,
  token: { id: string; code: string },
  now = new Date(),
): Promise<void> {
  const prisma = getPrisma();
  try {
    await sendMail(verificationCodeMail(user, token.code, VERIFICATION_CODE_TTL_MS / 3_600_000));
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
 * sent and the answer says when to try again. Two requests at once are serialised on the user's row.
 */
export async function issueVerificationCode(user: VerificationRecipient, now = new Date()): Promise<IssueResult> {
  const token = await getPrisma().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${user.id} FOR UPDATE`;
    const recent = await tx.authToken.findMany({
      where: { userId: user.id, kind: KIND, createdAt: { gt: new Date(now.getTime() - 24 * 60 * 60 * 1000) } },
      select: { createdAt: true },
    });
    const retryAt = nextMailAllowedAt(recent.map((row) => row.createdAt), now, VERIFICATION_MAIL_LIMITS);
    return retryAt ? { retryAt } : createVerificationCode(tx, user.id, now);
  });
  if ('retryAt' in token) return { status: 'wait', retryAt: token.retryAt };
  await mailVerificationCode(user, token, now);
  return { status: 'sent' };
}

/**
 * Mails the user a verification code (for the sign-in page, when an unverified account signs in). When a code
 * was mailed in the last minute, that one still works and no new mail is sent. Throws when the mail fails.
 */
export async function sendVerificationCode(user: { id: string; email: string; name: string; language: string | null }): Promise<void> {
  await issueVerificationCode(user);
}

function findUserByEmail(email: string) {
  return getPrisma().user.findFirst({
    where: { email: { equals: email.trim(), mode: 'insensitive' } },
    select: { id: true, email: true, name: true, language: true, emailVerifiedAt: true },
  });
}

/**
 * "Send a new code" on the verification page. An unknown or already verified address answers 'sent' too and
 * nothing is mailed, so the page does not tell which addresses have accounts.
 */
export async function resendVerificationCode(email: string, now = new Date()): Promise<IssueResult> {
  const user = await findUserByEmail(email);
  if (!user || user.emailVerifiedAt) return { status: 'sent' };
  return issueVerificationCode(user, now);
}

/**
 * Checks a code typed for the address. Right: the code is spent, the address is marked verified and the user's
 * id returned. Wrong, expired, spent, or the address unknown: null. Every try counts before the comparison, so
 * even simultaneous guesses get at most VERIFICATION_MAX_ATTEMPTS against one code.
 */
export async function verifyEmailCode(email: string, code: string, now = new Date()): Promise<{ userId: string } | null> {
  const trimmed = code.trim();
  if (!isCode(trimmed)) return null;
  const user = await findUserByEmail(email);
  if (!user) return null;
  const prisma = getPrisma();
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

/** Where the two-factor step lives (the sign-in page sends there too). */
const TWO_FACTOR_PATH = '/auth/two-factor';

export interface VerifiedSignIn {
  /** The session's Set-Cookie. */
  cookie: string;
  /** Where the page goes next: the blocked page, the two-factor step, or the page asked for. */
  location: string;
  /** The session still owes a TOTP code. */
  twoFactorPending: boolean;
}

/**
 * Signs in a user who has just proved their address, as a sign-in would: a blocked account only sees the
 * blocked page, an account with two-factor on still owes its TOTP code.
 */
export async function startVerifiedSession(request: Request, userId: string, redirectTo?: string | null): Promise<VerifiedSignIn> {
  const user = await getPrisma().user.findUniqueOrThrow({
    where: { id: userId },
    select: { freeze: true, banned: true, twoFactorEnabled: true },
  });
  const target = safeRedirect(redirectTo);
  if (!isBlocked(user) && user.twoFactorEnabled) {
    return {
      cookie: await startSession(request, userId, { twoFactorPending: true }),
      location: `${TWO_FACTOR_PATH}?${new URLSearchParams({ redirect: target })}`,
      twoFactorPending: true,
    };
  }
  return {
    cookie: await startSession(request, userId),
    location: isBlocked(user) ? BLOCKED_PATH : target,
    twoFactorPending: false,
  };
}

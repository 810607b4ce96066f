import { hashPassword } from '@slipcase/db';
import { passwordProblem, RESET_LINK_TTL_MS } from '@slipcase/domain';
import type { AccountDeps } from './account-mail';
import { nextMailAllowedAt, randomToken, sha256, type MailLimits } from './auth-tokens';

/**
 * Forgotten passwords (000 §4): a link with a random token is mailed; it works once, for 2 hours
 * (RESET_LINK_TTL_MS), and asking again spends the links sent before. Only the token's SHA-256 is stored.
 */
const KIND = 'password_reset' as const;

/** Enough for a lost mail to be asked again soon, too few to flood someone's mailbox. */
export const RESET_MAIL_LIMITS: MailLimits = { intervalMs: 60_000, perDay: 5 };

export const RESET_PASSWORD_PATH = '/auth/reset-password';

export function resetLink(baseUrl: string, token: string): string {
  return `${baseUrl}${RESET_PASSWORD_PATH}?${new URLSearchParams({ token })}`;
}

/**
 * Mails a reset link when the address has an account (and it was not mailed one within RESET_MAIL_LIMITS).
 * Answers nothing either way: callers show the same text whether or not the account exists. A mail that cannot
 * be sent is logged, its link removed. `baseUrl` is where links in mails point.
 */
export async function requestPasswordReset(deps: AccountDeps, { email, baseUrl }: { email: string; baseUrl: string }): Promise<void> {
  const { prisma, now } = deps;
  const user = await prisma.user.findFirst({
    where: { email: { equals: email.trim(), mode: 'insensitive' } },
    select: { id: true, email: true, name: true, language: true },
  });
  if (!user) return;
  const token = randomToken();
  const created = await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${user.id} FOR UPDATE`;
    const recent = await tx.authToken.findMany({
      where: { userId: user.id, kind: KIND, createdAt: { gt: new Date(now.getTime() - 24 * 60 * 60 * 1000) } },
      select: { createdAt: true },
    });
    if (nextMailAllowedAt(recent.map((row) => row.createdAt), now, RESET_MAIL_LIMITS)) return null;
    await tx.authToken.updateMany({ where: { userId: user.id, kind: KIND, usedAt: null }, data: { usedAt: now } });
    return tx.authToken.create({
      data: {
        userId: user.id,
        kind: KIND,
        tokenHash: sha256(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
      },
      select: { id: true },
    });
  });
  if (!created) return;
  try {
    await deps.mail.passwordReset(user, resetLink(baseUrl, token), RESET_LINK_TTL_MS / 3_600_000);
  } catch (error) {
    await prisma.authToken.deleteMany({ where: { id: created.id } });
    console.error(`Password reset of ${user.id}: the mail could not be sent: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Whether a link's token can still be used (the reset page asks before showing its form). */
export async function isResetTokenUsable({ prisma, now }: Pick<AccountDeps, 'prisma' | 'now'>, token: string): Promise<boolean> {
  if (!token) return false;
  const row = await prisma.authToken.findUnique({
    where: { tokenHash: sha256(token) },
    select: { kind: true, usedAt: true, expiresAt: true },
  });
  return row !== null && row.kind === KIND && row.usedAt === null && row.expiresAt > now;
}

export type ResetResult = { ok: true; userId: string } | { ok: false; code: 'reset_link_invalid' | 'password_weak' };

/**
 * Sets a new password with a link's token. The token is spent by a conditional update, so of two uses at once
 * exactly one succeeds; in the same transaction the password changes, every session of the user ends, and the
 * address counts as verified (the link reached it).
 */
export async function resetPassword(
  deps: Pick<AccountDeps, 'prisma' | 'now'>,
  { token, password }: { token: string; password: string },
): Promise<ResetResult> {
  const { prisma, now } = deps;
  const problem = passwordProblem(password);
  if (problem) return { ok: false, code: problem as 'password_weak' };
  if (!(await isResetTokenUsable(deps, token))) return { ok: false, code: 'reset_link_invalid' };
  const passwordHash = await hashPassword(password);
  const userId = await prisma.$transaction(async (tx) => {
    const row = await tx.authToken.findUnique({ where: { tokenHash: sha256(token) }, select: { id: true, userId: true } });
    if (!row) return null;
    const spent = await tx.authToken.updateMany({
      where: { id: row.id, kind: KIND, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (spent.count !== 1) return null;
    const user = await tx.user.findUniqueOrThrow({ where: { id: row.userId }, select: { emailVerifiedAt: true } });
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now } });
    await tx.session.deleteMany({ where: { userId: row.userId } });
    return row.userId;
  });
  return userId ? { ok: true, userId } : { ok: false, code: 'reset_link_invalid' };
}

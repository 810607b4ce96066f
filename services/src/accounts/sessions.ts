import { createHash, randomBytes } from 'node:crypto';
import type { Plan, Role } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { SESSION_USER_FIELDS } from '../tokens/api-tokens';

/**
 * Server-side sessions' records (docs/decisions/004): the cookie holds a random 32-byte token, the database only
 * its SHA-256, so a leaked database cannot be replayed as cookies and signing out really ends the session. The web
 * keeps the cookie; these keep the rows.
 */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

type Deps = Pick<ServiceDeps, 'prisma' | 'now'>;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A user as read with SESSION_USER_FIELDS. */
export interface SessionUserRow {
  id: string;
  email: string;
  username: string;
  name: string;
  role: Role;
  plan: Plan;
  theme: string;
  language: string | null;
  emailVerifiedAt: Date | null;
  timeZone: string;
  freeze: boolean;
  banned: boolean;
}

export interface SessionRecord {
  twoFactorPending: boolean;
  impersonatorId: string | null;
  user: SessionUserRow;
}

const asRow = <T extends { plan: string; role: string }>(user: T) => ({ ...user, plan: user.plan as Plan, role: user.role as Role });

/** The live session a cookie's token names, with its user; an expired one is deleted on the way and is null. */
export async function findSession({ prisma, now }: Deps, token: string): Promise<SessionRecord | null> {
  const session = await prisma.session.findUnique({
    where: { tokenHash: hashSessionToken(token) },
    select: { id: true, expiresAt: true, twoFactorPending: true, impersonatorId: true, user: { select: SESSION_USER_FIELDS } },
  });
  if (!session) return null;
  if (session.expiresAt.getTime() <= now.getTime()) {
    await prisma.session.deleteMany({ where: { id: session.id } });
    return null;
  }
  return { twoFactorPending: session.twoFactorPending, impersonatorId: session.impersonatorId, user: asRow(session.user) };
}

export interface SessionOptions {
  /** The password was right but a TOTP code is still owed. */
  twoFactorPending?: boolean;
  /** The admin who is acting as this user. */
  impersonatorId?: string;
}

/**
 * Starts a session for the user: a new token (returned this once) and its row. The session the caller had ends
 * first (000 §4: every sign-in starts from a clean state), so a token is never shared by two sign-ins.
 */
export async function startSession(
  deps: Deps,
  input: { userId: string; previousToken: string | null } & SessionOptions,
): Promise<{ token: string; expiresAt: Date }> {
  if (input.previousToken) await endSession(deps, input.previousToken);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.now.getTime() + SESSION_TTL_MS);
  await deps.prisma.session.create({
    data: {
      tokenHash: hashSessionToken(token),
      userId: input.userId,
      expiresAt,
      twoFactorPending: input.twoFactorPending ?? false,
      impersonatorId: input.impersonatorId ?? null,
    },
  });
  return { token, expiresAt };
}

/** Ends the token's session (the cookie alone is worthless afterwards). */
export async function endSession({ prisma }: Pick<Deps, 'prisma'>, token: string): Promise<void> {
  await prisma.session.deleteMany({ where: { tokenHash: hashSessionToken(token) } });
}

/** Marks the token's pending session as fully signed in, once the TOTP code was right. */
export async function completeTwoFactor({ prisma }: Pick<Deps, 'prisma'>, token: string): Promise<void> {
  await prisma.session.updateMany({ where: { tokenHash: hashSessionToken(token), twoFactorPending: true }, data: { twoFactorPending: false } });
}

/** What deciding where a freshly proven user goes needs: whether they are blocked and owe a TOTP code. */
export function signInState({ prisma }: Pick<Deps, 'prisma'>, userId: string) {
  return prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { freeze: true, banned: true, twoFactorEnabled: true } });
}

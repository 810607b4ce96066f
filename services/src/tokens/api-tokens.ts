import { createHash, randomBytes } from 'node:crypto';
import type { PrismaClient } from '@slipcase/db';
import {
  AppError,
  apiAccessOf,
  API_TOKEN_PREFIX,
  checkApiTokenRequest,
  looksLikeApiToken,
  type ApiTokenRequest,
  type Plan,
  type Role,
} from '@slipcase/domain';

const DAY_MS = 24 * 60 * 60 * 1000;
/** lastUsedAt is written at most this often per token: a busy pipeline should not write on every call. */
const LAST_USED_EVERY_MS = 60 * 1000;

export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token as the settings list it: never the token itself. */
export interface ApiTokenView {
  id: string;
  name: string;
  hint: string;
  scopes: string[];
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const VIEW = { id: true, name: true, hint: true, scopes: true, createdAt: true, expiresAt: true, lastUsedAt: true, revokedAt: true } as const;

const isActive = (now: Date) => ({ revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] });

/**
 * Makes a token for the account once the domain's rules pass (PRO, Advanced or staff; scopes the account may
 * grant; a lifetime offered; under the per-account limit). The token is returned this once; only its SHA-256 is kept.
 */
export async function createApiToken(
  prisma: PrismaClient,
  userId: string,
  request: ApiTokenRequest & { impersonatorId?: string | null },
  now = new Date(),
): Promise<{ token: string; view: ApiTokenView }> {
  const account = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { plan: true, role: true } });
  const activeTokens = await prisma.apiToken.count({ where: { userId, ...isActive(now) } });
  const impersonated = Boolean(request.impersonatorId);
  const [problem] = checkApiTokenRequest(request, { plan: account.plan as Plan, role: account.role as Role, activeTokens, impersonated });
  if (problem) throw new AppError(problem.code, problem.field, problem.params ?? {});
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const view = await prisma.apiToken.create({
    data: {
      userId,
      name: request.name.trim(),
      tokenHash: hashApiToken(token),
      hint: token.slice(-4),
      scopes: [...new Set(request.scopes)],
      createdAt: now,
      expiresAt: request.lifetimeDays === null ? null : new Date(now.getTime() + request.lifetimeDays * DAY_MS),
    },
    select: VIEW,
  });
  return { token, view };
}

/** The account's tokens, newest first, revoked and expired ones included (marked). */
export function listApiTokens(prisma: PrismaClient, userId: string): Promise<ApiTokenView[]> {
  return prisma.apiToken.findMany({ where: { userId }, orderBy: { createdAt: 'desc' }, select: VIEW });
}

/** Revokes one of the account's tokens (again is a no-op); another account's token is not found. */
export async function revokeApiToken(prisma: PrismaClient, userId: string, tokenId: string, now = new Date()): Promise<void> {
  const token = await prisma.apiToken.findUnique({ where: { id: tokenId }, select: { userId: true } });
  if (!token || token.userId !== userId) throw new AppError('not_found', 'tokenId');
  await prisma.apiToken.updateMany({ where: { id: tokenId, revokedAt: null }, data: { revokedAt: now } });
}

export interface ApiCaller {
  tokenId: string;
  scopes: string[];
  /** The account, with what a signed-in session knows of it (one query answers the whole call's who and what). */
  user: {
    id: string;
    plan: Plan;
    role: Role;
    freeze: boolean;
    banned: boolean;
    email: string;
    username: string;
    name: string;
    theme: string;
    language: string | null;
    emailVerifiedAt: Date | null;
    timeZone: string;
  };
}

/** What a signed-in session knows of its user: the web's session reads these, and a token call reads them with the token. */
export const SESSION_USER_FIELDS = {
  id: true,
  email: true,
  username: true,
  name: true,
  role: true,
  plan: true,
  theme: true,
  language: true,
  emailVerifiedAt: true,
  timeZone: true,
  freeze: true,
  banned: true,
} as const;

/**
 * The caller a bearer token stands for, or null when it is unknown, revoked or expired. A token of an account
 * that lost API access (no longer PRO, and not staff) stops working too, without being revoked: it works again
 * after an upgrade. Blocked accounts are the caller's to refuse (403, not 401).
 */
export async function authenticateApiToken(prisma: PrismaClient, token: string, now = new Date()): Promise<ApiCaller | null> {
  if (!looksLikeApiToken(token)) return null;
  const row = await prisma.apiToken.findUnique({
    where: { tokenHash: hashApiToken(token) },
    select: {
      id: true,
      scopes: true,
      revokedAt: true,
      expiresAt: true,
      lastUsedAt: true,
      user: { select: SESSION_USER_FIELDS },
    },
  });
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt <= now)) return null;
  const user = { ...row.user, plan: row.user.plan as Plan, role: row.user.role as Role };
  if (!apiAccessOf(user).allowed) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_EVERY_MS) {
    await prisma.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: now } });
  }
  return { tokenId: row.id, scopes: row.scopes, user };
}

import type { PrismaClient } from '@slipcase/db';
import { AppError, isBlocked, type Role } from '@slipcase/domain';

export interface ActingUser {
  id: string;
  username: string;
  name: string;
  role: Role;
}

/**
 * The account named by username or e-mail (e-mail in any case). Blocked accounts cannot use Slipcase, from the
 * web or from here: banned and frozen ones are refused.
 */
export async function resolveUser(prisma: PrismaClient, who: string): Promise<ActingUser> {
  const user = await prisma.user.findFirst({
    where: { OR: [{ username: who }, { email: { equals: who, mode: 'insensitive' } }] },
    select: { id: true, username: true, name: true, role: true, banned: true, freeze: true },
  });
  if (!user) throw new AppError('not_found', 'as', {}, `User ${who} not found`);
  if (isBlocked(user)) {
    throw new AppError('permission_denied', 'as', {}, `Permission denied: ${user.username} is ${user.banned ? 'banned' : 'frozen'}`);
  }
  return { id: user.id, username: user.username, name: user.name, role: user.role };
}

/** The account a label's command acts as: `--as`, else SLIPCASE_USER (oclif reads it into the flag). */
export async function requireActingUser(prisma: PrismaClient, who: string | undefined): Promise<ActingUser> {
  if (!who) {
    throw new AppError('required', 'as', {}, 'Name the account to act as: --as <username or e-mail>, or set SLIPCASE_USER');
  }
  return resolveUser(prisma, who);
}

import type { PrismaClient } from '@slipcase/db';
import { AppError } from '@slipcase/domain';

export interface Operator {
  id: string;
  username: string;
  name: string;
}

/**
 * The operator a command acts as: the account named by username or e-mail, else the only operator account.
 * Refuses accounts that are not operators, and banned ones.
 */
export async function resolveOperator(prisma: PrismaClient, who: string | undefined): Promise<Operator> {
  const select = { id: true, username: true, name: true, role: true, banned: true } as const;
  if (who) {
    const user = await prisma.user.findFirst({
      where: { OR: [{ username: who }, { email: { equals: who, mode: 'insensitive' } }] },
      select,
    });
    if (!user) throw new AppError('not_found', 'as', {}, `User ${who} not found`);
    if (user.role !== 'operator') {
      throw new AppError('permission_denied', 'as', {}, `Permission denied: ${user.username} is not an operator`);
    }
    if (user.banned) throw new AppError('permission_denied', 'as', {}, `Permission denied: ${user.username} is banned`);
    return { id: user.id, username: user.username, name: user.name };
  }

  const operators = await prisma.user.findMany({ where: { role: 'operator', banned: false }, select, take: 5 });
  const [only] = operators;
  if (!only) {
    throw new AppError('not_found', 'as', {}, 'No operator account found: create one, or name one with --as');
  }
  if (operators.length > 1) {
    const names = operators.map((operator) => operator.username).join(', ');
    throw new AppError(
      'required',
      'as',
      {},
      `Several operator accounts exist (${names}): choose one with --as or SLIPCASE_OPERATOR`,
    );
  }
  return { id: only.id, username: only.username, name: only.name };
}

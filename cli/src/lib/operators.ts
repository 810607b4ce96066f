import type { PrismaClient } from '@slipcase/db';
import { AppError, isStaff } from '@slipcase/domain';
import { NOT_BLOCKED } from '@slipcase/services/accounts/not-blocked';
import { resolveUser } from './users';

export interface Operator {
  id: string;
  username: string;
  name: string;
}

/**
 * The operator a command acts as: the account named by username or e-mail, else the only operator account.
 * Refuses accounts that are not operators, and blocked ones.
 */
export async function resolveOperator(prisma: PrismaClient, who: string | undefined): Promise<Operator> {
  if (who) {
    const user = await resolveUser(prisma, who);
    if (!isStaff(user.role)) {
      throw new AppError('permission_denied', 'as', {}, `Permission denied: ${user.username} is not an operator`);
    }
    return { id: user.id, username: user.username, name: user.name };
  }

  const operators = await prisma.user.findMany({
    where: { role: 'operator', ...NOT_BLOCKED },
    select: { id: true, username: true, name: true },
    take: 5,
  });
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
  return only;
}

import type { PrismaClient } from '@slipcase/db';
import { AppError, isStaff } from '@slipcase/domain';

/** Refused unless the user is staff (an operator or an admin). */
export async function requireOperator(prisma: PrismaClient, operatorId: string): Promise<void> {
  const operator = await prisma.user.findUnique({ where: { id: operatorId }, select: { role: true } });
  if (!operator || !isStaff(operator.role)) throw new AppError('permission_denied', 'operatorId');
}

import type { PrismaClient } from '@slipcase/db';
import { analyticsQuerySchema } from '@slipcase/api-contract/analytics-schemas';
import { AppError } from '@slipcase/domain';
import { analyticsFor, type AnalyticsReport } from '@slipcase/services';
import { requireActingUser } from '../users';
import type { AnalyticsSelection } from './analytics-reader-for';

/** The report as `--as` on this machine's database, its flags checked by the same schema `/v1` checks its query with. */
export async function localAnalytics(prisma: PrismaClient, as: string | undefined, selection: AnalyticsSelection): Promise<AnalyticsReport> {
  const user = await requireActingUser(prisma, as);
  const parsed = analyticsQuerySchema.safeParse(selection);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(issue?.message === 'invalid_choice' ? 'invalid_choice' : 'invalid_input', String(issue?.path[0] ?? 'range'));
  }
  return analyticsFor({ prisma }, { userId: user.id, ...parsed.data });
}

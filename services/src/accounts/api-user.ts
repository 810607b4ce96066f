import { isPaidPlan } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { accountSummaryFields } from './account-summary-fields';

/** The User record of 000 §3, as `/v1` answers it (`GET /v1/api/user`, a successful `POST /v1/auth/login`). */
export interface ApiUser {
  _id: string;
  name: string;
  username: string;
  email: string;
  /** Null for an account that never subscribed (the free plan). */
  subscription: { plan_name: string; status: string; current_period_end: string | null } | null;
  freeze: boolean;
  banned: boolean;
  /** The session is an admin acting as this user. */
  impersonate: boolean;
}

export async function apiUser(
  { prisma }: Pick<ServiceDeps, 'prisma'>,
  { userId, impersonate = false }: { userId: string; impersonate?: boolean },
): Promise<ApiUser> {
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { ...accountSummaryFields, subscriptionStatus: true, currentPeriodEnd: true },
  });
  const subscribed = isPaidPlan(user.plan) || user.subscriptionStatus !== null;
  return {
    _id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    subscription: subscribed
      ? {
          plan_name: user.plan,
          // A plan given without a store subscription (seeded, set by staff) is simply active.
          status: user.subscriptionStatus ?? 'active',
          current_period_end: user.currentPeriodEnd?.toISOString() ?? null,
        }
      : null,
    freeze: user.freeze,
    banned: user.banned,
    impersonate,
  };
}

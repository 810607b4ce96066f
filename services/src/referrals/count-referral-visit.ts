import { referralCodeOf, visitDayOf } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { NOT_BLOCKED } from '../accounts/not-blocked';

/**
 * A visit of a share link (`/r/<code>`): counted on the day's row of the referrer the code names, nothing about the
 * visitor stored. Returns the code to carry to sign-up, or null when it names nobody (or a blocked account), which is
 * counted nowhere.
 */
export async function countReferralVisit(deps: Pick<ServiceDeps, 'prisma' | 'now'>, input: { code: string }): Promise<string | null> {
  const code = input.code.trim();
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(code)) return null;
  const referrer = await deps.prisma.user.findFirst({
    where: { username: { equals: code, mode: 'insensitive' }, ...NOT_BLOCKED },
    select: { id: true, username: true },
  });
  if (!referrer) return null;
  const day = visitDayOf(deps.now);
  await deps.prisma.referralVisitDay.upsert({
    where: { referrerId_day: { referrerId: referrer.id, day } },
    create: { referrerId: referrer.id, day, visits: 1 },
    update: { visits: { increment: 1 } },
  });
  return referralCodeOf(referrer.username);
}

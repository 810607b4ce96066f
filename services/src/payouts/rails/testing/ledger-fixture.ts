import { randomUUID } from 'node:crypto';
import type { Prisma, PrismaClient } from '@slipcase/db';
import type { Plan } from '@slipcase/domain';
import { createTestUser } from '../../../testing/release-fixture';
import type { PayoutMethod } from '../rail';

type RoyaltyFields = Partial<Pick<Prisma.RoyaltyLineUncheckedCreateInput, 'period' | 'date' | 'platform' | 'country' | 'isrc' | 'trackTitle'>>;

/** A royalty line of `amountCents` credited to the user on 1 November 2026 (for the period and recording `fields` say). */
export function addRoyalty(prisma: PrismaClient, userId: string, amountCents: number, currency = 'USD', fields: RoyaltyFields = {}) {
  return prisma.royaltyLine.create({
    data: {
      userId,
      amountCents,
      currency,
      period: '2026-09',
      date: new Date('2026-11-01T00:00:00Z'),
      platform: 'spotify',
      country: 'US',
      transactionId: `tx-${randomUUID()}`,
      ...fields,
    },
  });
}

/** An artist on `plan` who chose `method` (with an account for it) and has `royaltiesCents` of royalties. */
export async function createPayee(
  prisma: PrismaClient,
  options: { plan?: Plan; method?: PayoutMethod | null; royaltiesCents?: number } = {},
) {
  const user = await createTestUser(prisma);
  const method = options.method === undefined ? 'stripe' : options.method;
  const payee = await prisma.user.update({
    where: { id: user.id },
    data: {
      plan: options.plan ?? 'free',
      payoutMethod: method,
      stripeAccountId: method === 'stripe' ? `acct_${user.id}` : null,
      payoneerEmail: method === 'payoneer' ? user.email : null,
    },
  });
  if (options.royaltiesCents) await addRoyalty(prisma, user.id, options.royaltiesCents);
  return payee;
}

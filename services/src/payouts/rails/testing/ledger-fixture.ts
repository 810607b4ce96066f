import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '@slipcase/db';
import { centsToMicros, type Plan } from '@slipcase/domain';
import { artistBalance, storeReceivable } from '../../../ledger/accounts';
import { postTransaction } from '../../../ledger/post-transaction';
import { holdPayout, returnPayout, settlePayout } from '../../payout-ledger';
import { createTestUser } from '../../../testing/release-fixture';
import type { PayoutMethod } from '../rail';

interface RoyaltyFields {
  period?: string;
  platform?: string;
  country?: string;
  /** A track of the user's this money is for (its release is found from it). */
  isrc?: string;
  /** Accepted for the callers written for royalty lines; the ledger takes the title from the track. */
  trackTitle?: string;
  /** When the statement was posted (the transaction's time); now when absent. */
  date?: Date;
}

/**
 * `amountCents` of confirmed royalties credited to the user, as a store's statement would (the store owes it,
 * the user's balance holds it), for the period, store, country and recording `fields` say. Only US dollars: the
 * ledger keeps balances in US dollars.
 */
export async function addRoyalty(prisma: PrismaClient, userId: string, amountCents: number, currency = 'USD', fields: RoyaltyFields = {}) {
  if (currency !== 'USD') throw new Error('Balances are in US dollars');
  const store = fields.platform ?? 'spotify';
  const track = fields.isrc ? await prisma.track.findUnique({ where: { isrc: fields.isrc }, select: { id: true, releaseId: true } }) : null;
  const amountMicros = centsToMicros(amountCents);
  const period = fields.period ?? '2026-09';
  const country = fields.country ?? 'US';
  // A dated royalty comes with the statement that posted it then (ledger rows keep the time they were written): one
  // line of one item, so the statement holds to the ledger's invariants like an imported one.
  const statement = fields.date
    ? await prisma.statement.create({
        data: {
          store,
          period,
          sha256: randomUUID(),
          fileNames: [],
          format: 'fixture',
          status: 'posted',
          postedAt: fields.date,
          currency: 'USD',
          usdRate: '1',
          lineCount: 1,
          totalMicros: amountMicros,
          usdMicros: amountMicros,
          currencies: { create: { currency: 'USD', usdRate: '1', totalMicros: amountMicros, usdMicros: amountMicros } },
          items: { create: { isrc: fields.isrc ?? null, country, lines: 1, lineParts: [1], lineNos: [1], usages: 1, currency: 'USD', origMicros: amountMicros, usdMicros: amountMicros, trackId: track?.id, releaseId: track?.releaseId } },
        },
        select: { id: true },
      })
    : null;
  const source = { store, period, country, trackId: track?.id, releaseId: track?.releaseId, statementId: statement?.id };
  return postTransaction(prisma, {
    kind: 'statement',
    statementId: statement?.id,
    period,
    entries: [
      { source, account: storeReceivable(store, 'USD'), amountMicros: -amountMicros },
      { source: { ...source, plan: 'pro', shareBps: 10_000 }, account: artistBalance(userId), amountMicros },
    ],
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

/**
 * A payout in `status` as the withdrawal path leaves it: created, its amount held, then paid out or given back,
 * each through the ledger.
 */
export async function recordPayout(
  prisma: PrismaClient,
  payout: { userId: string; amountCents: number; status: 'waiting' | 'paid' | 'cancelled' | 'failed'; requestedAt: Date; plan?: Plan },
) {
  const row = await prisma.payout.create({
    data: {
      userId: payout.userId,
      amountCents: payout.amountCents,
      status: payout.status,
      method: 'stripe',
      planAtRequest: payout.plan ?? 'pro',
      requestedAt: payout.requestedAt,
      availableAt: new Date(payout.requestedAt.getTime() + 30 * 24 * 60 * 60 * 1000),
    },
  });
  await holdPayout(prisma, row);
  if (payout.status === 'paid') await settlePayout(prisma, row);
  if (payout.status === 'cancelled' || payout.status === 'failed') await returnPayout(prisma, row);
  return row;
}

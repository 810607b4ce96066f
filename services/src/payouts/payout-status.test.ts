import { createTestDatabase } from '@slipcase/db/testing';
import { AppError, DEFAULT_SETTINGS } from '@slipcase/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WithdrawalWorkflowState, WithdrawalWorkflows } from '../ports/workflows';
import { cancelPayout, payoutStatus, requestPayout } from './payout-status';
import { createPayee } from './rails/testing/ledger-fixture';

// The workflows' side is a record of what was asked (the real one runs in the CLI's both-ways test): here, what the
// use cases answer and whose payout they find.
let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

function recordedWorkflows(): WithdrawalWorkflows & { asked: string[] } {
  const states = new Map<string, WithdrawalWorkflowState>();
  const asked: string[] = [];
  return {
    asked,
    async start(input) {
      states.set(input.payoutId, { payoutId: input.payoutId, status: 'waiting', availableAt: input.availableAt });
      return { workflowId: `payout:${input.payoutId}`, runId: 'run' };
    },
    async cancel(payoutId) {
      const state = { ...states.get(payoutId)!, status: 'cancelled' as const };
      states.set(payoutId, state);
      return state;
    },
    async state(payoutId) {
      asked.push(payoutId);
      return states.get(payoutId) ?? null;
    },
  };
}

const code = (promise: Promise<unknown>) => promise.then(() => 'done', (error: unknown) => (error instanceof AppError ? `${error.code} ${error.field}` : error));
const now = new Date('2026-11-22T10:30:00Z');

describe('the payout use cases /v1 and the CLI answer with', () => {
  it('answer the payout requested with the wait of the plan that dates it, and its workflow\'s state', async () => {
    const withdrawals = recordedWorkflows();
    const payee = await createPayee(db.prisma, { plan: 'free', royaltiesCents: 80_00 });
    const payout = await requestPayout({ prisma: db.prisma, now, settings: DEFAULT_SETTINGS, withdrawals }, { userId: payee.id, amountCents: 30_00 });
    expect(payout).toMatchObject({ amountCents: 30_00, status: 'waiting', planAtRequest: 'free', waitDays: 90, requestedAt: now.toISOString() });
    expect(payout).not.toHaveProperty('owner');
    expect(Date.parse(payout.availableAt) - now.getTime()).toBe(90 * 86_400_000);

    const { waitDays: _waitDays, ...view } = payout;
    const status = await payoutStatus({ prisma: db.prisma, withdrawals }, { payoutId: payout.id, userId: payee.id });
    expect(status).toStrictEqual({ payout: { ...view, owner: { username: payee.username } }, workflow: { payoutId: payout.id, status: 'waiting', availableAt: payout.availableAt } });
    const cancelled = await cancelPayout({ prisma: db.prisma, withdrawals }, { payoutId: payout.id, userId: payee.id });
    expect(cancelled.workflow?.status).toBe('cancelled');
  });

  it('find another account\'s payout as one that does not exist, without asking its workflow; on the server, any', async () => {
    const withdrawals = recordedWorkflows();
    const owner = await createPayee(db.prisma, { plan: 'pro', royaltiesCents: 80_00 });
    const stranger = await createPayee(db.prisma, { plan: 'pro' });
    const payout = await requestPayout({ prisma: db.prisma, now, settings: DEFAULT_SETTINGS, withdrawals }, { userId: owner.id, amountCents: 20_00 });
    expect(await code(payoutStatus({ prisma: db.prisma, withdrawals }, { payoutId: payout.id, userId: stranger.id }))).toBe('not_found payoutId');
    expect(await code(payoutStatus({ prisma: db.prisma, withdrawals }, { payoutId: 'no-such-payout' }))).toBe('not_found payoutId');
    expect(await code(cancelPayout({ prisma: db.prisma, withdrawals }, { payoutId: payout.id, userId: stranger.id }))).toBe('not_found payoutId');
    expect(withdrawals.asked).toEqual([]);
    expect((await payoutStatus({ prisma: db.prisma, withdrawals }, { payoutId: payout.id })).payout.owner).toEqual({ username: owner.username });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { AppError } from '@slipcase/domain';
import { WorkflowNotRunningError, type WithdrawalWorkflows, type WithdrawalWorkflowState } from '../ports/workflows';
import { unreachableWorkflows } from '../testing/workflow-ports';
import { cancelWithdrawal } from './cancel-withdrawal';
import { createPayee, recordPayout } from './rails/testing/ledger-fixture';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const unreachable = unreachableWorkflows('the withdrawal workflow must not be asked').withdrawals;
const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: AppError) => (error instanceof AppError ? { code: error.code, params: error.params } : error));

async function payout(status: 'waiting' | 'paid' = 'waiting') {
  const payee = await createPayee(db.prisma, { royaltiesCents: 100_00 });
  const row = await recordPayout(db.prisma, { userId: payee.id, amountCents: 50_00, status, requestedAt: new Date('2026-10-01T10:00:00Z') });
  return { userId: payee.id, payoutId: row.id };
}

describe('cancelWithdrawal', () => {
  it('asks the payout\'s workflow to cancel it and returns its state', async () => {
    const { userId, payoutId } = await payout();
    const state: WithdrawalWorkflowState = { payoutId, status: 'cancelled', availableAt: '2026-10-31T10:00:00.000Z' };
    const asked: string[] = [];
    const withdrawals: WithdrawalWorkflows = { ...unreachable, cancel: async (id) => {
      asked.push(id);
      return state;
    } };
    expect(await cancelWithdrawal({ prisma: db.prisma, withdrawals }, { payoutId, userId })).toEqual(state);
    expect(asked).toEqual([payoutId]);
  });

  it('answers another account\'s payout, or none, as not found without asking the workflow', async () => {
    const { payoutId } = await payout();
    const stranger = await createPayee(db.prisma);
    const deps = { prisma: db.prisma, withdrawals: unreachable };
    expect(await refusal(cancelWithdrawal(deps, { payoutId, userId: stranger.id }))).toEqual({ code: 'not_found', params: {} });
    expect(await refusal(cancelWithdrawal(deps, { payoutId: 'no-such-payout', userId: stranger.id }))).toEqual({ code: 'not_found', params: {} });
  });

  it('answers a payout whose workflow has ended with its status: too late to cancel', async () => {
    const { userId, payoutId } = await payout('paid');
    const withdrawals: WithdrawalWorkflows = { ...unreachable, cancel: () => Promise.reject(new WorkflowNotRunningError(`withdrawal:${payoutId}`)) };
    expect(await refusal(cancelWithdrawal({ prisma: db.prisma, withdrawals }, { payoutId, userId }))).toEqual({ code: 'payout_not_waiting', params: { status: 'paid' } });
  });
});

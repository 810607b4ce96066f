import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { AppError, DEFAULT_SETTINGS, withdrawalAvailableAt } from '@slipcase/domain';
import { checkLedger } from '../ledger/check-ledger';
import type { WithdrawalWorkflowInput } from '@slipcase/workflows/contracts';
import type { WithdrawalWorkflows } from '../ports/workflows';
import { unreachableWorkflows } from '../testing/workflow-ports';
import { ledgerSummary } from './ledger';
import { createPayee } from './rails/testing/ledger-fixture';
import { requestWithdrawal } from './request-withdrawal';

const NOW = new Date('2026-10-01T10:00:00Z');

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const unreachable = unreachableWorkflows('the withdrawal workflow must not be started').withdrawals;
const deps = (withdrawals: WithdrawalWorkflows) => ({ prisma: db.prisma, now: NOW, settings: DEFAULT_SETTINGS, withdrawals });

describe('requestWithdrawal', () => {
  it('holds the amount and starts the workflow that pays it once the plan\'s wait is over', async () => {
    const payee = await createPayee(db.prisma, { plan: 'free', royaltiesCents: 100_00 });
    const started: WithdrawalWorkflowInput[] = [];
    const withdrawals = { ...unreachable, start: async (input: WithdrawalWorkflowInput) => {
      started.push(input);
      return { workflowId: `withdrawal:${input.payoutId}`, runId: 'run' };
    } };
    const requested = await requestWithdrawal(deps(withdrawals), { userId: payee.id, amountCents: 60_00 });

    const availableAt = withdrawalAvailableAt({ plan: 'free', requestedAt: NOW });
    expect(availableAt.getTime()).toBeGreaterThan(NOW.getTime());
    expect(requested).toEqual({ payoutId: expect.any(String), availableAt, workflowId: `withdrawal:${requested.payoutId}`, runId: 'run' });
    expect(started).toEqual([{ payoutId: requested.payoutId, availableAt: availableAt.toISOString() }]);
    expect(await db.prisma.payout.findUniqueOrThrow({ where: { id: requested.payoutId } })).toMatchObject({ status: 'waiting', amountCents: 60_00, planAtRequest: 'free' });
    expect(await ledgerSummary(db.prisma, payee.id)).toMatchObject({ heldCents: 60_00, availableCents: 40_00 });
  });

  it('gives the amount back when the workflow cannot be started: nothing would ever pay it', async () => {
    const payee = await createPayee(db.prisma, { royaltiesCents: 100_00 });
    const down = { ...unreachable, start: () => Promise.reject(new Error('Temporal is unreachable')) };
    await expect(requestWithdrawal(deps(down), { userId: payee.id, amountCents: 60_00 })).rejects.toThrow('Temporal is unreachable');
    const [payout] = await db.prisma.payout.findMany({ where: { userId: payee.id } });
    expect(payout).toMatchObject({ status: 'failed', failure: 'The payout workflow could not be started: Temporal is unreachable' });
    expect(await ledgerSummary(db.prisma, payee.id)).toMatchObject({ heldCents: 0, availableCents: 100_00 });
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });

  it('refuses an amount above the balance without holding anything or starting a workflow', async () => {
    const payee = await createPayee(db.prisma, { royaltiesCents: 100_00 });
    const refused = await requestWithdrawal(deps(unreachable), { userId: payee.id, amountCents: 100_01 }).catch((error: AppError) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(await db.prisma.payout.count({ where: { userId: payee.id } })).toBe(0);
  });
});

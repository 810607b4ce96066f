import { tmpdir } from 'node:os';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { DefaultLogger, Runtime, Worker } from '@temporalio/worker';
import { createTestDatabase } from '@slipcase/db/testing';
import { AppError, DEFAULT_SETTINGS } from '@slipcase/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActivities } from '../activities';
import { cancelWithdrawal, requestWithdrawal } from '@slipcase/services';
import { workflowTestDeps, type WorkflowTestDeps } from '../testing/deps';
import { TASK_QUEUE, withdrawalWorkflowId, type WithdrawalWorkflowState } from '../contracts';
import { FakeRail } from '@slipcase/services/payouts/rails/fake-rail';
import { createPayee } from '@slipcase/services/payouts/rails/testing/ledger-fixture';
import { availableBalanceCents } from '@slipcase/services/payouts/ledger';
import { createTimeSkippingEnv } from '../testing/time-skipping';
import { WORKFLOWS_PATH } from '../worker';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

// The real workflow and activities on Temporal's time-skipping test server, a real PostgreSQL database; only the
// payment providers are fakes. Days pass on the server's clock; every wait is the real one.
describe('withdrawal workflow', () => {
  let env: TestWorkflowEnvironment | undefined;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let worker: Worker | undefined;
  let running: Promise<void> | undefined;
  let deps: WorkflowTestDeps;
  const stripe = new FakeRail('stripe');
  const payoneer = new FakeRail('payoneer');

  beforeAll(async () => {
    // Activities fail here on purpose; the SDK would log a warning for each attempt.
    Runtime.install({ logger: new DefaultLogger('ERROR') });
    [env, db] = await Promise.all([createTimeSkippingEnv(), createTestDatabase()]);
    worker = await Worker.create({
      connection: env.nativeConnection,
      taskQueue: TASK_QUEUE,
      workflowsPath: WORKFLOWS_PATH,
      activities: createActivities({
        prisma: db.prisma,
        stores: [],
        settings: DEFAULT_SETTINGS,
        storageDir: tmpdir(),
        rails: { stripe, payoneer },
      }),
    });
    running = worker.run();
    deps = await workflowTestDeps({ client: env.client, prisma: db.prisma });
  });

  afterAll(async () => {
    worker?.shutdown();
    await running;
    await env?.teardown();
    await db?.drop();
  });

  /** A withdrawal requested now on the server's clock, from which every wait is counted. */
  async function request(userId: string, amountCents = 40_00) {
    const requestedAt = new Date(await env!.currentTimeMs());
    const requested = await requestWithdrawal({ ...deps, now: requestedAt, settings: DEFAULT_SETTINGS }, { userId, amountCents });
    return { ...requested, requestedAt, handle: env!.client.workflow.getHandle<() => Promise<WithdrawalWorkflowState>>(requested.workflowId) };
  }
  const statusOf = async (payoutId: string) => (await db.prisma.payout.findUniqueOrThrow({ where: { id: payoutId } })).status;
  const paymentsOf = (payoutId: string) => [...stripe.payments, ...payoneer.payments].filter((p) => p.payoutId === payoutId);
  /** Skips the server's clock to `ms` after the request. */
  async function skipTo(requestedAt: Date, ms: number): Promise<void> {
    await env!.sleep(requestedAt.getTime() + ms - (await env!.currentTimeMs()));
  }
  /** Waits in real time (the server's clock does not skip meanwhile) for the payout to be paid. */
  const paid = (payoutId: string) =>
    vi.waitFor(async () => expect(await statusOf(payoutId)).toBe('paid'), { timeout: 15_000, interval: 100 });

  it('pays a PRO withdrawal 30 days after the request, not before, even if the plan changes meanwhile', async () => {
    const user = await createPayee(db.prisma, { plan: 'pro', method: 'stripe', royaltiesCents: 100_00 });
    const { payoutId, workflowId, availableAt, requestedAt, handle } = await request(user.id);
    expect(workflowId).toBe(withdrawalWorkflowId(payoutId));
    expect(availableAt).toEqual(new Date(requestedAt.getTime() + 30 * DAY_MS));

    await skipTo(requestedAt, 10 * DAY_MS);
    await db.prisma.user.update({ where: { id: user.id }, data: { plan: 'free' } });

    await skipTo(requestedAt, 29 * DAY_MS);
    expect(await statusOf(payoutId)).toBe('waiting');
    expect(await deps.withdrawals.state(payoutId)).toMatchObject({ status: 'waiting', availableAt: availableAt.toISOString() });
    await skipTo(requestedAt, 30 * DAY_MS - MINUTE_MS);
    expect(await statusOf(payoutId)).toBe('waiting');
    expect(paymentsOf(payoutId)).toEqual([]);
    expect(await availableBalanceCents(db.prisma, user.id)).toBe(60_00);

    await skipTo(requestedAt, 30 * DAY_MS + MINUTE_MS);
    await paid(payoutId);
    const [payment] = paymentsOf(payoutId);
    expect(paymentsOf(payoutId)).toEqual([
      { payoutId, amountCents: 40_00, currency: 'USD', destination: user.stripeAccountId, externalId: expect.any(String) },
    ]);
    expect(await handle.result()).toEqual({
      payoutId,
      status: 'paid',
      availableAt: availableAt.toISOString(),
      externalId: payment!.externalId,
    });
    expect(await db.prisma.payout.findUniqueOrThrow({ where: { id: payoutId } })).toMatchObject({
      status: 'paid',
      planAtRequest: 'pro',
      externalId: payment!.externalId,
    });
    expect(await availableBalanceCents(db.prisma, user.id)).toBe(60_00);
  });

  it('pays a free withdrawal 90 days after the request, not before, even after an upgrade to PRO', async () => {
    const user = await createPayee(db.prisma, { plan: 'free', method: 'payoneer', royaltiesCents: 100_00 });
    const { payoutId, availableAt, requestedAt } = await request(user.id, 25_00);
    expect(availableAt).toEqual(new Date(requestedAt.getTime() + 90 * DAY_MS));
    await db.prisma.user.update({ where: { id: user.id }, data: { plan: 'pro' } });

    // Past the PRO wait: the plan at request time still decides.
    await skipTo(requestedAt, 31 * DAY_MS);
    expect(await statusOf(payoutId)).toBe('waiting');
    await skipTo(requestedAt, 89 * DAY_MS);
    expect(await statusOf(payoutId)).toBe('waiting');
    await skipTo(requestedAt, 90 * DAY_MS - MINUTE_MS);
    expect(await statusOf(payoutId)).toBe('waiting');
    expect(paymentsOf(payoutId)).toEqual([]);

    await skipTo(requestedAt, 90 * DAY_MS + MINUTE_MS);
    await paid(payoutId);
    expect(paymentsOf(payoutId)).toEqual([
      { payoutId, amountCents: 25_00, currency: 'USD', destination: user.payoneerEmail, externalId: expect.any(String) },
    ]);
    expect(await availableBalanceCents(db.prisma, user.id)).toBe(75_00);
  });

  it('marks a payout the provider refuses failed, with the reason, and gives the amount back', async () => {
    const user = await createPayee(db.prisma, { plan: 'pro', method: 'stripe', royaltiesCents: 100_00 });
    stripe.refuseDestination(user.stripeAccountId!);
    const { payoutId, handle } = await request(user.id);
    expect(await availableBalanceCents(db.prisma, user.id)).toBe(60_00);

    const result = await handle.result();
    expect(result).toMatchObject({ status: 'failed', failure: expect.stringContaining('refuses payments') });
    expect(await db.prisma.payout.findUniqueOrThrow({ where: { id: payoutId } })).toMatchObject({
      status: 'failed',
      failure: result.failure,
      paidAt: null,
    });
    expect(paymentsOf(payoutId)).toEqual([]);
    expect(await availableBalanceCents(db.prisma, user.id)).toBe(100_00);
  });

  it('retries a provider that is down: pays once when it comes back, fails and gives the amount back when it never does', async () => {
    const comesBack = await createPayee(db.prisma, { plan: 'pro', method: 'payoneer', royaltiesCents: 100_00 });
    const before = payoneer.attempts;
    payoneer.failNext(3);
    const recovered = await request(comesBack.id);
    expect(await recovered.handle.result()).toMatchObject({ status: 'paid' });
    expect(payoneer.attempts - before).toBe(4);
    expect(paymentsOf(recovered.payoutId)).toHaveLength(1);

    const neverBack = await createPayee(db.prisma, { plan: 'pro', method: 'payoneer', royaltiesCents: 100_00 });
    const start = payoneer.attempts;
    payoneer.failNext(1_000);
    const lost = await request(neverBack.id);
    try {
      expect(await lost.handle.result()).toMatchObject({ status: 'failed', failure: expect.stringContaining('unavailable') });
    } finally {
      payoneer.failNext(0);
    }
    expect(payoneer.attempts - start).toBe(10);
    expect(await statusOf(lost.payoutId)).toBe('failed');
    expect(await availableBalanceCents(db.prisma, neverBack.id)).toBe(100_00);
  });

  it('lets the artist cancel while the payout waits, and only then', async () => {
    const user = await createPayee(db.prisma, { plan: 'free', method: 'stripe', royaltiesCents: 100_00 });
    const stranger = await createPayee(db.prisma);
    const { payoutId, requestedAt, handle } = await request(user.id);
    await skipTo(requestedAt, 5 * DAY_MS);
    const code = (promise: Promise<unknown>) => promise.then(() => 'resolved', (e: unknown) => (e instanceof AppError ? e.code : e));

    expect(await code(cancelWithdrawal(deps, { payoutId, userId: stranger.id }))).toBe('not_found');
    expect(await cancelWithdrawal(deps, { payoutId, userId: user.id })).toMatchObject({ payoutId, status: 'cancelled' });
    expect(await statusOf(payoutId)).toBe('cancelled');
    expect(await availableBalanceCents(db.prisma, user.id)).toBe(100_00);
    expect(await handle.result()).toMatchObject({ status: 'cancelled' });
    expect(await code(cancelWithdrawal(deps, { payoutId, userId: user.id }))).toBe('payout_not_waiting');
    expect(await code(cancelWithdrawal(deps, { payoutId: 'nope', userId: user.id }))).toBe('not_found');

    // Once paid, too late.
    const later = await request(user.id);
    await later.handle.result();
    expect(await statusOf(later.payoutId)).toBe('paid');
    expect(await code(cancelWithdrawal(deps, { payoutId: later.payoutId, userId: user.id }))).toBe('payout_not_waiting');
    expect(paymentsOf(payoutId)).toEqual([]);
  });
});

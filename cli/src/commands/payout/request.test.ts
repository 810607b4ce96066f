import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@slipcase/db';
import { createTestDatabase } from '@slipcase/db/testing';
import { FakeRail } from '@slipcase/services/payouts/rails/fake-rail';
import { addRoyalty, createPayee } from '@slipcase/services/payouts/rails/testing/ledger-fixture';
import { quietTemporalLogs, runTestWorker, startTestTemporal, type RunningTestWorker } from '@slipcase/workflows/testing';
import { runCli } from '../../testing/run-cli';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  prisma = db.prisma;
  delete process.env.SLIPCASE_MINIMUM_WITHDRAWAL_CENTS;
});

beforeEach(() => {
  delete process.env.SLIPCASE_USER;
});

afterAll(async () => {
  await db?.drop();
});

async function cli(...args: string[]) {
  const run = await runCli(args);
  return { exit: run.exit, message: run.error?.message, stdout: run.stdout };
}

async function json<T>(...args: string[]): Promise<{ exit: number; body: T }> {
  const run = await runCli([...args, '--json']);
  return { exit: run.exit, body: JSON.parse(run.stdout) as T };
}

// Every refusal here is decided by the database before the CLI reaches Temporal, which points at a closed port:
// reaching it would fail these tests with exit 1.
describe('slipcase payout, refusals', () => {
  beforeAll(() => {
    process.env.TEMPORAL_ADDRESS = '127.0.0.1:1';
  });

  it('refuses an account without a payout method with the web\'s message', async () => {
    const payee = await createPayee(prisma, { method: null, royaltiesCents: 100_00 });
    expect(await cli('payout', 'request', '25.00', '--as', payee.username)).toEqual({
      exit: 4,
      message: 'No payout method is set up. Choose one in your payout settings first.',
      stdout: '',
    });
    const refusal = await json<{ error: unknown }>('payout', 'request', '25.00', '--as', payee.email);
    expect(refusal).toEqual({
      exit: 4,
      body: { error: { code: 'payout_not_configured', message: 'No payout method is set up. Choose one in your payout settings first.', exit: 4 } },
    });
    expect(await prisma.payout.count({ where: { userId: payee.id } })).toBe(0);
  });

  it('refuses less than the minimum and more than the available balance, naming the limit', async () => {
    const payee = await createPayee(prisma, { plan: 'pro', royaltiesCents: 40_00 });
    await addRoyalty(prisma, payee.id, 2_50);
    process.env.SLIPCASE_USER = payee.username;
    expect(await cli('payout', 'request', '9.99')).toMatchObject({ exit: 4, message: 'The minimum withdrawal is 10.00 USD.' });
    expect(await cli('payout', 'request', '42.51')).toMatchObject({
      exit: 4,
      message: 'The amount is more than your available balance of 42.50 USD.',
    });
    expect(await prisma.payout.count({ where: { userId: payee.id } })).toBe(0);
  });

  it('says what an amount looks like when given something else', async () => {
    const payee = await createPayee(prisma, { royaltiesCents: 100_00 });
    for (const amount of ['25.001', '-5', 'ten', '0']) {
      expect(await cli('payout', 'request', amount, '--as', payee.username), amount).toEqual({
        exit: 5,
        message: `Not a valid amount: ${amount}. Give a positive amount with at most two decimals, e.g. 25.00`,
        stdout: '',
      });
    }
    const invalid = await json<{ error: { code: string; exit: number } }>('payout', 'request', '12,50', '--as', payee.username);
    expect(invalid.body.error).toMatchObject({ code: 'invalid_amount', exit: 5 });
  });

  it('asks who acts, and refuses an unknown payout or another account\'s', async () => {
    const owner = await createPayee(prisma, { royaltiesCents: 100_00 });
    const stranger = await createPayee(prisma);
    const payout = await prisma.payout.create({
      data: { userId: owner.id, amountCents: 20_00, method: 'stripe', planAtRequest: 'free', availableAt: new Date(Date.now() + 90 * DAY_MS) },
    });
    expect(await cli('payout', 'request', '25')).toMatchObject({
      exit: 2,
      message: 'Name the account to act as: --as <username or e-mail>, or set SLIPCASE_USER',
    });
    expect(await cli('payout', 'status', 'no-such-payout')).toMatchObject({ exit: 3, message: 'Payout no-such-payout not found' });
    expect(await cli('payout', 'cancel', 'no-such-payout', '--as', owner.username)).toMatchObject({ exit: 3 });
    // Another account's payout is not found, as on the web and through /v1: its id tells the caller nothing.
    expect(await cli('payout', 'cancel', payout.id, '--as', stranger.username)).toEqual({
      exit: 3,
      message: `Payout ${payout.id} not found`,
      stdout: '',
    });
    expect((await prisma.payout.findUniqueOrThrow({ where: { id: payout.id } })).status).toBe('waiting');
  });
});

interface PayoutJson {
  id: string;
  amountCents: number;
  status: string;
  planAtRequest: string;
  requestedAt: string;
  availableAt: string;
}
interface StatusJson {
  payout: PayoutJson & { owner: { username: string } };
  workflow: { payoutId: string; status: string; availableAt: string } | null;
}
interface RoyaltiesJson {
  royaltiesCents: number;
  heldCents: number;
  paidCents: number;
  availableCents: number;
  payouts: PayoutJson[];
}

// A real Temporal dev server and worker; the payment provider is a fake that records what it is asked to pay.
describe('slipcase payout, with Temporal', () => {
  let temporal: Awaited<ReturnType<typeof startTestTemporal>> | undefined;
  let worker: RunningTestWorker | undefined;
  let tmp: string;
  const rail = new FakeRail('stripe');

  beforeAll(async () => {
    quietTemporalLogs();
    tmp = await mkdtemp(join(tmpdir(), 'slipcase-cli-payout-'));
    temporal = await startTestTemporal();
    Object.assign(process.env, temporal.env);
    worker = await runTestWorker(temporal, { prisma, stores: [], storageDir: tmp, rails: { stripe: rail } });
  });

  afterAll(async () => {
    await worker?.stop();
    await temporal?.stop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it('requests a payout paid 30 days later on PRO, whatever the plan becomes, then cancels it', async () => {
    const payee = await createPayee(prisma, { plan: 'pro', royaltiesCents: 120_00 });
    await addRoyalty(prisma, payee.id, 60_00);

    const before = Date.now();
    const requested = await json<PayoutJson & { waitDays: number }>('payout', 'request', '25.50', '--as', payee.username);
    const after = Date.now();
    expect(requested.exit).toBe(0);
    const { body: payout } = requested;
    expect(payout).toMatchObject({ amountCents: 25_50, status: 'waiting', planAtRequest: 'pro', waitDays: 30 });
    const requestedAt = Date.parse(payout.requestedAt);
    expect(requestedAt).toBeGreaterThanOrEqual(before);
    expect(requestedAt).toBeLessThanOrEqual(after);
    expect(Date.parse(payout.availableAt)).toBe(requestedAt + 30 * DAY_MS);

    // The wait was fixed by the plan at request time: going free now does not make it 90 days.
    await prisma.user.update({ where: { id: payee.id }, data: { plan: 'free' } });
    const status = await json<StatusJson>('payout', 'status', payout.id);
    expect(status).toEqual({
      exit: 0,
      body: {
        payout: expect.objectContaining({ id: payout.id, status: 'waiting', availableAt: payout.availableAt, owner: expect.objectContaining({ username: payee.username }) }),
        workflow: { payoutId: payout.id, status: 'waiting', availableAt: payout.availableAt },
      },
    });
    const text = await cli('payout', 'status', payout.id);
    expect(text.stdout).toMatch(/^Plan {10}PRO at request time: 30-day wait$/m);
    expect(text.stdout).toMatch(/^Workflow {6}waiting$/m);

    const held = await json<RoyaltiesJson>('royalties', '--as', payee.username);
    expect(held.body).toMatchObject({ royaltiesCents: 180_00, heldCents: 25_50, paidCents: 0, availableCents: 154_50 });
    expect(held.body.payouts.map((row) => [row.id, row.status])).toEqual([[payout.id, 'waiting']]);

    const cancelled = await json<StatusJson>('payout', 'cancel', payout.id, '--as', payee.email);
    expect(cancelled.exit).toBe(0);
    expect(cancelled.body.payout.status).toBe('cancelled');
    expect(cancelled.body.workflow?.status).toBe('cancelled');
    expect((await json<StatusJson>('payout', 'status', payout.id)).body.workflow?.status).toBe('cancelled');

    const whole = await json<RoyaltiesJson>('royalties', '--as', payee.username);
    expect(whole.body).toMatchObject({ royaltiesCents: 180_00, heldCents: 0, paidCents: 0, availableCents: 180_00 });
    expect(rail.payments).toEqual([]);

    // Cancelling again is refused: the payout no longer waits.
    const again = await cli('payout', 'cancel', payout.id, '--as', payee.username);
    expect(again.exit).toBe(4);
    expect(again.message).toBe('This payout can no longer be cancelled: it is cancelled.');
  });

  it('prints the id, the amount, the date it will be paid and why that date', async () => {
    const payee = await createPayee(prisma, { plan: 'advanced', royaltiesCents: 50_00 });
    const requested = await cli('payout', 'request', '50', '--as', payee.username);
    expect(requested.exit).toBe(0);
    const payout = await prisma.payout.findFirstOrThrow({ where: { userId: payee.id } });
    const day = (date: Date) => `${date.toISOString().slice(0, 10)} ${date.toISOString().slice(11, 16)} UTC`;
    expect(requested.stdout).toBe(
      [
        `Payout ${payout.id}: 50.00 USD by Stripe, requested ${day(payout.requestedAt)}.`,
        `It will be paid on ${day(payout.availableAt)}: 30 days after the request, the wait of the Advanced plan at request time (a change of plan while it waits does not move it).`,
        '',
      ].join('\n'),
    );
    expect(await cli('payout', 'cancel', payout.id, '--as', payee.username)).toMatchObject({ exit: 0 });
  });
});

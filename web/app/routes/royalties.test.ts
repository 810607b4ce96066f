import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from '@slipcase/db/testing';
import { closeTemporalClient } from '@slipcase/workflows/client';
import { FakeRail } from '@slipcase/services/payouts/rails/fake-rail';
import { quietTemporalLogs, runTestWorker, startTestTemporal, type RunningTestWorker } from '@slipcase/workflows/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '../lib/error-messages';
import { fixedT } from '../lib/translate';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { action, loader } from './royalties';

// The royalties page's loader and actions against a fresh database, a real Temporal dev server and the real worker
// (its Stripe rail a fake: the payout waits 30 days anyway, so nothing is paid here).
let database: TestDatabase;
let temporal: Awaited<ReturnType<typeof startTestTemporal>> | undefined;
let worker: RunningTestWorker | undefined;
let tmp: string;
const users = { unpaid: { id: '', cookie: '' }, pro: { id: '', cookie: '' } };
type Who = keyof typeof users;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  quietTemporalLogs();
  tmp = await mkdtemp(join(tmpdir(), 'slipcase-web-royalties-'));
  [temporal, database] = await Promise.all([startTestTemporal(), useTestDatabase()]);
  process.env.TEMPORAL_ADDRESS = temporal.address;
  worker = await runTestWorker(temporal.address, {
    prisma: database.prisma,
    stores: [],
    storageDir: tmp,
    rails: { stripe: new FakeRail('stripe') },
  });

  const unpaid = await createUser(database, { username: 'unpaid', password: 'pw-123456!', plan: 'pro' });
  const pro = await createUser(database, { username: 'pro', password: 'pw-123456!', plan: 'pro' });
  await database.prisma.user.update({ where: { id: pro.id }, data: { payoutMethod: 'stripe', stripeAccountId: 'acct_test' } });
  for (const user of [unpaid, pro]) {
    await database.prisma.royaltyLine.createMany({
      data: [
        { period: '2031-01', date: new Date('2031-03-01'), platform: 'Spotify', country: 'US', amountCents: 42_15 },
        { period: '2031-01', date: new Date('2031-03-01'), platform: 'Deezer', country: 'FR', amountCents: 7_85 },
        { period: '2031-03', date: new Date('2031-05-01'), platform: 'Apple Music', country: 'GB', amountCents: 50_00, isrc: 'QZSLC3100001' },
      ].map((line, index) => ({ ...line, userId: user.id, trackTitle: 'Night Drive', transactionId: `${user.username}-${index}` })),
    });
  }
  users.unpaid = { id: unpaid.id, cookie: await sessionCookie(unpaid.id) };
  users.pro = { id: pro.id, cookie: await sessionCookie(pro.id) };
}, 180_000);

afterAll(async () => {
  await closeTemporalClient();
  await worker?.stop();
  await database?.drop();
  await temporal?.stop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

function request(who: Who, fields?: Record<string, string>): Request {
  const headers = { Cookie: users[who].cookie };
  if (!fields) return new Request('http://localhost/royalties', { headers });
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request('http://localhost/royalties', { method: 'POST', body, headers });
}

async function page(who: Who) {
  const response = await loader({ request: request(who), params: {}, context: {} });
  return response.json();
}

async function post(who: Who, fields: Record<string, string>) {
  const response = await action({ request: request(who, fields), params: {}, context: {} });
  return { status: response.status, body: await response.json() };
}

async function withdraw(who: Who, amount: string) {
  const { status, body } = await post(who, { intent: 'withdraw', amount });
  if (body.intent !== 'withdraw') throw new Error(`answered ${body.intent}`);
  return { status, availableAt: body.availableAt, errors: body.reply.error ?? {} };
}

const english = fixedT('en');

describe('royalties page', () => {
  it('shows the ledger, the months and the lines, newest first', async () => {
    const data = await page('pro');
    expect(data.summary).toEqual({ royaltiesCents: 100_00, heldCents: 0, paidCents: 0, availableCents: 100_00 });
    expect(data.months).toEqual([
      { month: '2031-01', cents: 50_00 },
      { month: '2031-02', cents: 0 },
      { month: '2031-03', cents: 50_00 },
    ]);
    expect(data.lines.map((line) => [line.date, line.platform, line.amountCents])).toEqual([
      ['2031-05-01', 'Apple Music', 50_00],
      ['2031-03-01', 'Spotify', 42_15],
      ['2031-03-01', 'Deezer', 7_85],
    ]);
    expect(data.payoutConfigured).toBe(true);
    expect(data.payouts).toEqual([]);
  });

  it('tells a user without a payout method to set one, and refuses their withdrawal', async () => {
    expect((await page('unpaid')).payoutConfigured).toBe(false);
    const refused = await withdraw('unpaid', '20');
    expect(refused.status).toBe(409);
    expect(refused.errors['']).toEqual(['payout_not_configured']);
    expect(errorMessage(english, refused.errors['']?.[0] ?? '')).toBe(
      'No payout method is set up. Choose one in your payout settings first.',
    );
    expect(await database.prisma.payout.count({ where: { userId: users.unpaid.id } })).toBe(0);
  });

  it('refuses an amount that is not one, or more than the balance, on the amount field', async () => {
    const invalid = await withdraw('pro', '12,50');
    expect([invalid.status, invalid.errors.amount]).toEqual([400, ['invalid_amount']]);

    const tooMuch = await withdraw('pro', '100.01');
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.errors.amount).toEqual(['withdrawal_above_balance {"balance":"100.00 USD"}']);
    expect(errorMessage(english, tooMuch.errors.amount?.[0] ?? '')).toBe(
      'The amount is more than your available balance of 100.00 USD.',
    );
    expect(await database.prisma.payout.count({ where: { userId: users.pro.id } })).toBe(0);
  });

  it('holds a PRO withdrawal for 30 days, lists it as waiting, and gives the amount back when cancelled', async () => {
    const before = Date.now();
    const requested = await withdraw('pro', '60.50');
    expect(requested.status).toBe(200);
    const availableAt = new Date(requested.availableAt ?? '').getTime();
    expect(availableAt).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(availableAt).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);

    const held = await page('pro');
    expect(held.summary).toMatchObject({ heldCents: 60_50, availableCents: 39_50 });
    expect(held.payouts).toHaveLength(1);
    const [payout] = held.payouts;
    expect(payout).toMatchObject({ amountCents: 60_50, method: 'stripe', status: 'waiting', planAtRequest: 'pro' });
    expect(payout?.availableAt).toBe(requested.availableAt);

    // Someone else's payout is not theirs to cancel.
    const foreign = await post('unpaid', { intent: 'cancel', payoutId: payout?.id ?? '' });
    expect(foreign).toMatchObject({ status: 409, body: { intent: 'cancel', error: 'permission_denied' } });

    const cancelled = await post('pro', { intent: 'cancel', payoutId: payout?.id ?? '' });
    expect(cancelled).toEqual({ status: 200, body: { intent: 'cancel', error: null } });
    const after = await page('pro');
    expect(after.payouts.map((each) => each.status)).toEqual(['cancelled']);
    expect(after.summary).toMatchObject({ heldCents: 0, availableCents: 100_00 });

    const again = await post('pro', { intent: 'cancel', payoutId: payout?.id ?? '' });
    expect(again).toMatchObject({ status: 409, body: { intent: 'cancel', error: expect.stringMatching(/^invalid_transition/) } });
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from '@slipcase/db/testing';
import { closeTemporalClient } from '@slipcase/workflows/client';
import { FakeRail } from '@slipcase/services/payouts/rails/fake-rail';
import { addRoyalty } from '@slipcase/services/payouts/rails/testing/ledger-fixture';
import { settleOwed } from '@slipcase/services/ledger/settle-owed';
import { postUsdStatement } from '@slipcase/services/testing/posted-statements';
import { quietTemporalLogs, runTestWorker, startTestTemporal, type RunningTestWorker } from '@slipcase/workflows/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '../lib/error-messages';
import { fixedT } from '../lib/translate';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { renderPageMarkup } from '../testing/render-page';
import { createReleaseRow } from '../testing/releases';
import RoyaltiesPage, { action, loader } from './royalties';
import { loader as statementLoader } from './royalties_.statements.$file';

// The royalties page's loader and actions against a fresh database, a real Temporal dev server and the real worker
// (its Stripe rail a fake: the payout waits 30 days anyway, so nothing is paid here).
let database: TestDatabase;
let temporal: Awaited<ReturnType<typeof startTestTemporal>> | undefined;
let worker: RunningTestWorker | undefined;
let tmp: string;
const users = { unpaid: { id: '', cookie: '' }, pro: { id: '', cookie: '' } };
type Who = keyof typeof users;
const tracks = { unpaid: { isrc: '', title: '' }, pro: { isrc: '', title: '' } };
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  quietTemporalLogs();
  tmp = await mkdtemp(join(tmpdir(), 'slipcase-web-royalties-'));
  [temporal, database] = await Promise.all([startTestTemporal(), useTestDatabase()]);
  Object.assign(process.env, temporal.env);
  worker = await runTestWorker(temporal, {
    prisma: database.prisma,
    stores: [],
    storageDir: tmp,
    rails: { stripe: new FakeRail('stripe') },
  });

  const unpaid = await createUser(database, { username: 'unpaid', password: 'pw-123456!', plan: 'pro' });
  const pro = await createUser(database, { username: 'pro', password: 'pw-123456!', plan: 'pro' });
  await database.prisma.user.update({ where: { id: pro.id }, data: { payoutMethod: 'stripe', stripeAccountId: 'acct_test' } });
  for (const user of [unpaid, pro]) {
    const release = await createReleaseRow(database, { ownerId: user.id, title: 'Night Drive', status: 'published' });
    const track = await database.prisma.track.findFirstOrThrow({ where: { releaseId: release.id } });
    tracks[user.username as Who] = { isrc: track.isrc, title: track.title };
    await addRoyalty(database.prisma, user.id, 42_15, 'USD', { period: '2031-01', platform: 'spotify', country: 'US', isrc: track.isrc });
    await addRoyalty(database.prisma, user.id, 7_85, 'USD', { period: '2031-01', platform: 'deezer', country: 'FR' });
    await addRoyalty(database.prisma, user.id, 50_00, 'USD', { period: '2031-03', platform: 'apple-music', country: 'GB', isrc: track.isrc });
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
  it('shows the overview, the breakdowns, the payment history and the lines from the ledger, newest first', async () => {
    const data = await page('pro');
    expect(data.summary).toEqual({ royaltiesCents: 100_00, heldCents: 0, paidCents: 0, availableCents: 100_00, owedCents: 0 });
    const sum = (rows: { cents: number }[]) => rows.reduce((total, row) => total + row.cents, 0);
    for (const rows of Object.values(data.breakdowns)) expect(sum(rows)).toBe(data.summary.royaltiesCents);
    expect(data.breakdowns.byPeriod.map((row) => [row.key, row.cents])).toEqual([['2031-01', 50_00], ['2031-03', 50_00]]);
    expect(data.breakdowns.byCountry.map((row) => [row.key, row.cents])).toEqual([['GB', 50_00], ['US', 42_15], ['FR', 7_85]]);
    expect(data.periods.map((row) => [row.period, [...row.stores].sort(), row.cents])).toEqual([
      ['2031-03', ['apple-music'], 50_00],
      ['2031-01', ['deezer', 'spotify'], 50_00],
    ]);
    expect(data.lines.map((line) => [line.period, line.store, line.country, line.trackTitle, line.isrc, line.cents, line.status])).toEqual([
      ['2031-03', 'apple-music', 'GB', tracks.pro.title, tracks.pro.isrc, 50_00, 'available'],
      ['2031-01', 'deezer', 'FR', null, null, 7_85, 'available'],
      ['2031-01', 'spotify', 'US', tracks.pro.title, tracks.pro.isrc, 42_15, 'available'],
    ]);
    expect(data.payoutConfigured).toBe(true);
    expect(data.payouts).toEqual([]);

    const html = await renderPageMarkup(RoyaltiesPage, data);
    expect(html).not.toContain('owed-notice');
    expect(html).toContain('href="/royalties/splits"');
    expect(html).toContain('href="/royalties/statements/2031-01.pdf"');
    expect(html).toContain('United Kingdom');
    expect(html).toContain('<caption>By country</caption>');
    // Every line's money is available: none says pending, and no internal transaction id shows.
    expect(html).toContain('>Available</span>');
    expect(html).not.toContain('Pending</span>');
    for (const line of data.lines) expect(html).not.toContain(line.transactionId);
  });

  it('tells a user with no statements yet when the first one usually comes, in their language', async () => {
    const newcomer = await createUser(database, { username: 'newcomer', password: 'pw-123456!' });
    const response = await loader({ request: new Request('http://localhost/royalties', { headers: { Cookie: await sessionCookie(newcomer.id) } }), params: {}, context: {} });
    const data = await response.json();
    expect([data.periods, data.lines, data.breakdowns.byPeriod]).toEqual([[], [], []]);
    expect(await renderPageMarkup(RoyaltiesPage, data)).toContain('Your first statement usually arrives 2–3 months after release.');
    expect(await renderPageMarkup(RoyaltiesPage, data, 'tr')).toContain('Henüz ekstre yok');
  });

  it('downloads the user’s own statement of a period as CSV and PDF, and nothing of anyone else', async () => {
    const download = async (who: Who, file: string) => {
      try {
        return await statementLoader({ request: request(who), params: { file }, context: {} });
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      }
    };
    const csv = await download('pro', '2031-01.csv');
    expect([csv.status, csv.headers.get('Content-Type')]).toEqual([200, 'text/csv; charset=utf-8; header=present']);
    const text = await csv.text();
    expect(text.trim().split('\r\n').at(-1)).toBe('total,,,,,,,,,,,50.00');
    expect(text).toContain(tracks.pro.isrc);
    expect(text).not.toContain(tracks.unpaid.isrc);
    const pdf = await download('pro', '2031-03.pdf');
    expect([pdf.status, pdf.headers.get('Content-Type')]).toEqual([200, 'application/pdf']);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    for (const file of ['2031-02.csv', '2031-13.csv', '2031-01.xlsx', '../2031-01.csv']) expect((await download('pro', file)).status).toBe(404);
  });

  it('says what a refund beyond the balance left owed, in every language, and refuses a withdrawal until it is paid back', async () => {
    const owing = await createUser(database, { username: 'owing', password: 'pw-123456!', plan: 'pro' });
    await database.prisma.user.update({ where: { id: owing.id }, data: { payoutMethod: 'stripe', stripeAccountId: 'acct_owing' } });
    await addRoyalty(database.prisma, owing.id, 40_00, 'USD', { period: '2031-01', platform: 'deezer' });
    await addRoyalty(database.prisma, owing.id, -100_00, 'USD', { period: '2031-01', platform: 'deezer', country: 'DE' });
    await settleOwed(database.prisma);
    const headers = { Cookie: await sessionCookie(owing.id) };
    const data = await (await loader({ request: new Request('http://localhost/royalties', { headers }), params: {}, context: {} })).json();
    expect(data.summary).toMatchObject({ availableCents: 0, owedCents: 60_00 });
    const notices: Record<'en' | 'es' | 'pt' | 'tr', string> = {
      en: 'You owe $60.00 from a refund; it is recovered from your next earnings.',
      es: 'Debes 60,00',
      pt: 'Você deve US$ 60,00 por um reembolso',
      tr: 'Bir iade nedeniyle $60,00 borcun var',
    };
    for (const [language, text] of Object.entries(notices) as ['en' | 'es' | 'pt' | 'tr', string][]) {
      const markup = await renderPageMarkup(RoyaltiesPage, data, language);
      expect(markup).toContain('data-testid="owed-notice"');
      expect(markup.replaceAll('\u00a0', ' ')).toContain(text);
    }

    const body = new FormData();
    body.append('intent', 'withdraw');
    body.append('amount', '20');
    const refused = await (await action({ request: new Request('http://localhost/royalties', { method: 'POST', body, headers }), params: {}, context: {} })).json();
    if (refused.intent !== 'withdraw') throw new Error(`answered ${refused.intent}`);
    expect(refused.reply.error?.amount).toEqual(['withdrawal_while_owed {"owed":"60.00 USD"}']);
    expect(errorMessage(english, refused.reply.error?.amount?.[0] ?? '')).toBe(
      'You owe 60.00 USD from a refund. It is recovered from your next earnings; you can withdraw again once it is paid back.',
    );
    expect(await database.prisma.payout.count({ where: { userId: owing.id } })).toBe(0);
  });

  it('shows the payment history to the cent, its rows adding up to the lifetime total shown (issue 27)', async () => {
    const artist = await createUser(database, { username: 'cents', password: 'pw-123456!', plan: 'free' });
    const release = await createReleaseRow(database, { ownerId: artist.id, title: 'Cents', status: 'published' });
    const track = await database.prisma.track.findFirstOrThrow({ where: { releaseId: release.id } });
    // Three months of $10.03 at the free plan's 85 %: $8.5255 each, $8.53 rounded alone, $25.59 in all; the total is $25.57.
    for (const period of ['2030-01', '2030-02', '2030-03']) {
      await postUsdStatement(database.prisma, { period, lines: [{ isrc: track.isrc, amountMicros: 10_030_000n }] });
    }
    const headers = { Cookie: await sessionCookie(artist.id) };
    const data = await (await loader({ request: new Request('http://localhost/royalties', { headers }), params: {}, context: {} })).json();
    const sum = (rows: readonly { cents: number }[]) => rows.reduce((total, row) => total + row.cents, 0);
    expect(data.summary.royaltiesCents).toBe(25_57);
    expect(data.periods.map((row) => row.cents)).toEqual([8_53, 8_52, 8_52]);
    expect(sum(data.periods)).toBe(data.summary.royaltiesCents);
    for (const rows of Object.values(data.breakdowns)) expect(sum(rows)).toBe(data.summary.royaltiesCents);
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
    // The withdrawal holds the oldest 60.50: the two January lines (50.00) wholly, and part of March's, which is still available.
    expect(held.lines.map((line) => [line.period, line.cents, line.status])).toEqual([
      ['2031-03', 50_00, 'available'],
      ['2031-01', 7_85, 'pending'],
      ['2031-01', 42_15, 'pending'],
    ]);
    expect(await renderPageMarkup(RoyaltiesPage, held, 'es')).toContain('>Retiro pendiente</span>');
    expect(held.payouts).toHaveLength(1);
    const [payout] = held.payouts;
    expect(payout).toMatchObject({ amountCents: 60_50, method: 'stripe', status: 'waiting', planAtRequest: 'pro' });
    expect(payout?.availableAt).toBe(requested.availableAt);

    // Someone else's payout is not theirs to cancel.
    const foreign = await post('unpaid', { intent: 'cancel', payoutId: payout?.id ?? '' });
    expect(foreign).toMatchObject({ status: 404, body: { intent: 'cancel', error: 'not_found' } });

    const cancelled = await post('pro', { intent: 'cancel', payoutId: payout?.id ?? '' });
    expect(cancelled).toEqual({ status: 200, body: { intent: 'cancel', error: null } });
    const after = await page('pro');
    expect(after.payouts.map((each) => each.status)).toEqual(['cancelled']);
    expect(after.summary).toMatchObject({ heldCents: 0, availableCents: 100_00 });

    const again = await post('pro', { intent: 'cancel', payoutId: payout?.id ?? '' });
    expect(again).toMatchObject({ status: 409, body: { intent: 'cancel', error: expect.stringMatching(/^payout_not_waiting/) } });
  });
});

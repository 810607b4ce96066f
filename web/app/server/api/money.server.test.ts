import type { TestDatabase } from '@slipcase/db/testing';
import { postUsdStatement } from '@slipcase/services/testing/posted-statements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as entriesRoute from '../../routes/v1.ledger.entries';
import * as payoutsRoute from '../../routes/v1.payouts';
import * as royaltiesRoute from '../../routes/v1.royalties';
import { callApi, createTokenUser } from '../../testing/api';
import { useTestDatabase } from '../../testing/database';
import { createReleaseRow } from '../../testing/releases';
import { ledgerEntriesSchema } from '@slipcase/api-contract/ledger-schemas';
import { accountPayoutsSchema } from '@slipcase/api-contract/payout-schemas';
import { recordPayout } from '@slipcase/services/payouts/rails/testing/ledger-fixture';
import { openApiDocument } from './openapi.server';

// GET /v1/royalties says what an account owes when a refund took more than its balance (decision 033).
let database: TestDatabase;
beforeAll(async () => {
  database = await useTestDatabase();
});
afterAll(() => database?.drop());

async function artistWithTrack(username: string) {
  const owner = await createTokenUser(database, username);
  await database.prisma.planChange.create({ data: { userId: owner.id, plan: 'pro', at: new Date('2020-01-01T00:00:00Z') } });
  const release = await createReleaseRow(database, { ownerId: owner.id, title: 'Night Drive', status: 'published' });
  const track = await database.prisma.track.findFirstOrThrow({ where: { releaseId: release.id } });
  return { owner, track };
}

describe('GET /v1/royalties', () => {
  it('gives what is owed after a refund beyond the balance, and zero when nothing is', async () => {
    const { owner, track } = await artistWithTrack('owes');
    await postUsdStatement(database.prisma, { period: '2026-08', store: 'deezer', lines: [{ isrc: track.isrc, amountMicros: 40_000_000n }, { isrc: track.isrc, amountMicros: -100_000_000n, country: 'DE' }] });
    const owing = await callApi(royaltiesRoute, 'GET', '/v1/royalties', { token: owner.token });
    expect(owing.status).toBe(200);
    expect(owing.body).toEqual({
      currency: 'USD',
      available: '0.00',
      availableMicros: 0,
      pending: '0.00',
      pendingMicros: 0,
      paid: '0.00',
      paidMicros: 0,
      owed: '60.00',
      owedMicros: 60_000_000,
      lifetime: '-60.00',
      lifetimeMicros: -60_000_000,
    });

    await postUsdStatement(database.prisma, { period: '2026-09', store: 'deezer', lines: [{ isrc: track.isrc, amountMicros: 100_000_000n }] });
    const repaid = await callApi(royaltiesRoute, 'GET', '/v1/royalties', { token: owner.token });
    expect(repaid.body).toMatchObject({ available: '40.00', owed: '0.00', owedMicros: 0, lifetime: '40.00' });

    // The ledger's entries name the moves to and from what is owed, as the contract says.
    const entries = await callApi(entriesRoute, 'GET', '/v1/ledger/entries', { token: owner.token });
    expect(entries.status).toBe(200);
    const kinds = (entries.body.entries as { kind: string; amount: string }[]).map((entry) => `${entry.kind} ${entry.amount}`);
    expect(kinds).toEqual(expect.arrayContaining(['owed_carried 60.00', 'owed_recovered -60.00']));
    expect(() => ledgerEntriesSchema.parse(entries.body)).not.toThrow();
  });

  it('is described in the OpenAPI document', () => {
    const document = openApiDocument('http://localhost') as { paths: Record<string, { get: unknown }> };
    const answer = JSON.stringify(document.paths['/v1/royalties']!.get);
    expect(answer).toContain('"owed"');
    expect(answer).toContain('"owedMicros"');
  });
});

describe('GET /v1/payouts', () => {
  it("lists the account's own withdrawals, the latest first, and the method only once it is set up", async () => {
    const { owner, track } = await artistWithTrack('withdraws');
    const { owner: other, track: theirs } = await artistWithTrack('someone');
    await postUsdStatement(database.prisma, {
      period: '2026-08',
      store: 'tidal',
      lines: [
        { isrc: track.isrc, amountMicros: 300_000_000n },
        { isrc: theirs.isrc, amountMicros: 5_000_000n },
      ],
    });
    await recordPayout(database.prisma, { userId: owner.id, amountCents: 120_00, status: 'paid', requestedAt: new Date('2026-09-01T10:00:00Z') });
    await recordPayout(database.prisma, { userId: owner.id, amountCents: 30_05, status: 'waiting', requestedAt: new Date('2026-10-01T10:00:00Z'), plan: 'free' });
    await recordPayout(database.prisma, { userId: other.id, amountCents: 1_00, status: 'waiting', requestedAt: new Date('2026-10-02T10:00:00Z') });
    // Stripe chosen, its account not connected yet: not a method withdrawals can be paid with.
    await database.prisma.user.update({ where: { id: owner.id }, data: { payoutMethod: 'stripe', stripeAccountId: null } });

    const unset = await callApi(payoutsRoute, 'GET', '/v1/payouts', { token: owner.token });
    expect(unset.status).toBe(200);
    expect(() => accountPayoutsSchema.parse(unset.body)).not.toThrow();
    expect(unset.body.payoutMethod).toBeNull();
    expect((unset.body.payouts as { amountCents: number; status: string; planAtRequest: string }[]).map((payout) => [payout.amountCents, payout.status, payout.planAtRequest])).toEqual([
      [30_05, 'waiting', 'free'],
      [120_00, 'paid', 'pro'],
    ]);

    await database.prisma.user.update({ where: { id: owner.id }, data: { stripeAccountId: 'acct_withdraws' } });
    const set = await callApi(payoutsRoute, 'GET', '/v1/payouts', { token: owner.token });
    expect(set.body.payoutMethod).toBe('stripe');
  });
});

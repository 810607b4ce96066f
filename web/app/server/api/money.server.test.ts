import type { TestDatabase } from '@slipcase/db/testing';
import { postUsdStatement } from '@slipcase/services/testing/posted-statements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as entriesRoute from '../../routes/v1.ledger.entries';
import * as royaltiesRoute from '../../routes/v1.royalties';
import { callApi, createTokenUser } from '../../testing/api';
import { useTestDatabase } from '../../testing/database';
import { createReleaseRow } from '../../testing/releases';
import { ledgerEntriesSchema } from '@slipcase/api-contract/ledger-schemas';
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

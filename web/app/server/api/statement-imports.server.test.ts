import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as listRoute from '../../routes/v1.operator.statements';
import { callApi, createTokenUser } from '../../testing/api';
import { useTestDatabase } from '../../testing/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await useTestDatabase();
});
afterAll(() => database?.drop());

describe('GET /v1/operator/statements', () => {
  it('lists the statements to staff as documented, refuses an artist, and answers a bad limit 400', async () => {
    const operator = await createTokenUser(database, 'statements-operator', { role: 'operator', scopes: ['read', 'review'] });
    await database.prisma.statement.create({
      data: { store: 'deezer', period: '2026-09', sha256: 'c'.repeat(64), fileNames: ['d.tsv'], format: 'dsr', status: 'failed', problem: { code: 'foot_mismatch', message: 'The FOOT record does not match the file.' } },
    });
    const listed = await callApi(listRoute, 'GET', '/v1/operator/statements?limit=5', { token: operator.token });
    expect(listed).toMatchObject({ status: 200, body: { statements: [{ store: 'deezer', status: 'failed', problem: { code: 'foot_mismatch' }, totals: [], usd: '0.00' }] } });

    for (const limit of ['0', '1001', '1.5', 'ten', '']) {
      const answer = await callApi(listRoute, 'GET', `/v1/operator/statements?limit=${limit}`, { token: operator.token });
      expect(answer.status, limit).toBe(400);
    }
    const artist = await createTokenUser(database, 'statements-artist');
    expect(await callApi(listRoute, 'GET', '/v1/operator/statements', { token: artist.token })).toMatchObject({ status: 403 });
  });
});

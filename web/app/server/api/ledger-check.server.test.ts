import type { TestDatabase } from '@slipcase/db/testing';
import { addRoyalty } from '@slipcase/services/payouts/rails/testing/ledger-fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as checkRoute from '../../routes/v1.ledger.check';
import { callApi, createTokenUser } from '../../testing/api';
import { useTestDatabase } from '../../testing/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await useTestDatabase();
});
afterAll(() => database?.drop());

describe('GET /v1/ledger/check', () => {
  it('answers staff every breach as its document says, and refuses an artist', async () => {
    const operator = await createTokenUser(database, 'ledger-operator', { role: 'operator', scopes: ['read', 'review'] });
    const artist = await createTokenUser(database, 'ledger-artist');
    await addRoyalty(database.prisma, artist.id, 10_00);
    expect(await callApi(checkRoute, 'GET', '/v1/ledger/check', { token: operator.token })).toMatchObject({ status: 200, body: { breaches: [] } });

    await database.prisma.ledgerAccount.updateMany({ where: { userId: artist.id, kind: 'artist' }, data: { balanceMicros: { increment: 5 } } });
    const broken = await callApi(checkRoute, 'GET', '/v1/ledger/check', { token: operator.token });
    expect(broken.body.breaches).toEqual([{ rule: 'balance_differs', detail: expect.stringContaining('but its entries sum to 10000000') }]);
    await database.prisma.ledgerAccount.updateMany({ where: { userId: artist.id, kind: 'artist' }, data: { balanceMicros: { decrement: 5 } } });

    expect(await callApi(checkRoute, 'GET', '/v1/ledger/check', { token: artist.token })).toMatchObject({ status: 403, body: { error: { code: 'scope_missing' } } });
  });
});

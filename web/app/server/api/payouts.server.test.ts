import type { TestDatabase } from '@slipcase/db/testing';
import { addRoyalty } from '@slipcase/services/payouts/rails/testing/ledger-fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cancelRoute from '../../routes/v1.payouts.$id.cancel';
import * as payoutRoute from '../../routes/v1.payouts.$id';
import * as payoutsRoute from '../../routes/v1.payouts';
import { callApi, createTokenUser } from '../../testing/api';
import { useTestDatabase } from '../../testing/database';
import { openApiDocument } from './openapi.server';

// The payout operations' refusals, each decided before Temporal (none runs here: reaching it would fail the call).
// The requests that reach the workflow are tested with a real one in the CLI's both-ways test.
let database: TestDatabase;
beforeAll(async () => {
  database = await useTestDatabase();
  process.env.TEMPORAL_ADDRESS = '127.0.0.1:1';
});
afterAll(() => database?.drop());

async function payee(username: string, options: { method?: boolean; scopes?: ('read' | 'submit')[] } = {}) {
  const user = await createTokenUser(database, username, { scopes: options.scopes ?? ['read', 'submit'] });
  if (options.method !== false) {
    await database.prisma.user.update({ where: { id: user.id }, data: { payoutMethod: 'stripe', stripeAccountId: `acct_${user.id}` } });
  }
  await addRoyalty(database.prisma, user.id, 50_00);
  return user;
}

const waitingPayout = (userId: string) =>
  database.prisma.payout.create({ data: { userId, amountCents: 20_00, method: 'stripe', planAtRequest: 'pro', availableAt: new Date(Date.now() + 86_400_000) } });

describe('POST /v1/payouts', () => {
  it('answers 400 with the amount\'s message for anything but a whole number of cents, and holds nothing', async () => {
    const user = await payee('hostile');
    for (const json of [{}, { amountCents: '2500' }, { amountCents: 25.5 }, { amountCents: 0 }, { amountCents: -100 }, { amountCents: 1e300 }, { amountCents: 100, extra: 1 }]) {
      const answer = await callApi(payoutsRoute, 'POST', '/v1/payouts', { token: user.token, json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
    }
    const answer = await callApi(payoutsRoute, 'POST', '/v1/payouts', { token: user.token, json: { amountCents: -1 } });
    expect(answer.body.error).toMatchObject({ code: 'invalid_amount', message: 'Enter a valid amount.', field: 'amountCents' });
    expect(await database.prisma.payout.count({ where: { userId: user.id } })).toBe(0);
  });

  it('refuses with the web\'s rules: no payout method, above the balance, a token without the submit scope', async () => {
    const unset = await payee('no-method', { method: false });
    const noMethod = await callApi(payoutsRoute, 'POST', '/v1/payouts', { token: unset.token, json: { amountCents: 20_00 } });
    expect(noMethod).toMatchObject({ status: 409, body: { error: { code: 'payout_not_configured' } } });

    const user = await payee('above');
    const above = await callApi(payoutsRoute, 'POST', '/v1/payouts', { token: user.token, json: { amountCents: 50_01 } });
    expect(above).toMatchObject({ status: 409, body: { error: { code: 'withdrawal_above_balance', message: expect.stringContaining('50.00') } } });

    const reader = await payee('reader', { scopes: ['read'] });
    const scoped = await callApi(payoutsRoute, 'POST', '/v1/payouts', { token: reader.token, json: { amountCents: 20_00 } });
    expect(scoped).toMatchObject({ status: 403, body: { error: { code: 'scope_missing' } } });
    expect(await database.prisma.payout.count({ where: { userId: { in: [unset.id, user.id, reader.id] } } })).toBe(0);
  });
});

describe('GET /v1/payouts/{id} and POST /v1/payouts/{id}/cancel', () => {
  it('answer 404 for another account\'s payout as for one that does not exist, and leave it waiting', async () => {
    const owner = await payee('owner');
    const stranger = await payee('stranger');
    const payout = await waitingPayout(owner.id);
    for (const id of [payout.id, 'no-such-payout', 'x'.repeat(5000)]) {
      const shown = await callApi(payoutRoute, 'GET', `/v1/payouts/${id}`, { token: stranger.token });
      expect(shown).toMatchObject({ status: 404, body: { error: { code: 'not_found', field: 'id' } } });
      const cancelled = await callApi(cancelRoute, 'POST', `/v1/payouts/${id}/cancel`, { token: stranger.token });
      expect(cancelled).toMatchObject({ status: 404, body: { error: { code: 'not_found', field: 'id' } } });
    }
    const nul = await callApi(payoutRoute, 'GET', '/v1/payouts/a%00b', { token: owner.token });
    expect(nul.status).toBe(400);
    expect((await database.prisma.payout.findUniqueOrThrow({ where: { id: payout.id } })).status).toBe('waiting');
  });

  it('are described in the OpenAPI document with their scopes', () => {
    const document = openApiDocument('http://localhost') as { paths: Record<string, Record<string, { security?: unknown; operationId: string }>> };
    expect(document.paths['/v1/payouts']!.post!.operationId).toBe('requestPayout');
    expect(document.paths['/v1/payouts/{id}']!.get!.operationId).toBe('getPayout');
    expect(document.paths['/v1/payouts/{id}/cancel']!.post!.operationId).toBe('cancelPayout');
    expect(JSON.stringify(document.paths['/v1/payouts']!.post)).toContain('amountCents');
  });
});

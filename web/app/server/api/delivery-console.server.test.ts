import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as listRoute from '../../routes/v1.operator.deliveries';
import * as resendRoute from '../../routes/v1.operator.deliveries.resend';
import * as retryRoute from '../../routes/v1.operator.deliveries.retry';
import { callApi, createTokenUser } from '../../testing/api';
import { useTestDatabase } from '../../testing/database';

// The console's refusals, each decided before Temporal (none runs here); the lists both ways are the CLI's test.
let database: TestDatabase;
beforeAll(async () => {
  database = await useTestDatabase();
  process.env.TEMPORAL_ADDRESS = '127.0.0.1:1';
});
afterAll(() => database?.drop());

describe('/v1/operator/deliveries', () => {
  it('answers staff the lists, a bad body 400, an unknown release 404, and refuses an artist', async () => {
    const operator = await createTokenUser(database, 'console-operator', { role: 'operator', scopes: ['read', 'review'] });
    expect(await callApi(listRoute, 'GET', '/v1/operator/deliveries', { token: operator.token })).toMatchObject({
      status: 200,
      body: { failing: [], unacknowledged: [], stuck: [] },
    });
    for (const json of [{}, { releaseId: 'r' }, { releaseId: 'a\u0000b', store: 'spotify' }, { releaseId: 'r', store: 'x'.repeat(65) }, { releaseId: 1, store: 'spotify' }, { releaseId: 'r', store: 's', more: 1 }]) {
      for (const [route, intent] of [[retryRoute, 'retry'], [resendRoute, 'resend']] as const) {
        const answer = await callApi(route, 'POST', `/v1/operator/deliveries/${intent}`, { token: operator.token, json });
        expect(answer.status, JSON.stringify(json)).toBe(400);
      }
    }
    const unknown = await callApi(retryRoute, 'POST', '/v1/operator/deliveries/retry', { token: operator.token, json: { releaseId: 'no-such-release', store: 'spotify' } });
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: 'not_found', field: 'releaseId' } } });
    const artist = await createTokenUser(database, 'console-artist');
    expect((await callApi(listRoute, 'GET', '/v1/operator/deliveries', { token: artist.token })).status).toBe(403);
  });
});

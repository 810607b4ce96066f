import type { TestDatabase } from '@slipcase/db/testing';
import { createDraftRelease } from '@slipcase/services/testing/release-fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as analyticsRoute from '../../routes/v1.smartlinks.$id.analytics';
import * as linkRoute from '../../routes/v1.smartlinks.$id';
import * as linksRoute from '../../routes/v1.smartlinks';
import { callApi, createTokenUser } from '../../testing/api';
import { useTestDatabase } from '../../testing/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await useTestDatabase();
});
afterAll(() => database?.drop());

async function releaseOf(userId: string, status: 'published' | 'in_review') {
  const release = await createDraftRelease(database.prisma, userId);
  await database.prisma.release.update({ where: { id: release.id }, data: { status } });
  await database.prisma.delivery.create({ data: { releaseId: release.id, store: 'spotify', status: 'acknowledged', ackStatus: 'ok', storeUrl: 'https://open.spotify.example/album/api' } });
  return release.id;
}

describe('/v1/smartlinks', () => {
  it('makes a published release’s smart link, answers it again, and shows it to its owner only', async () => {
    const owner = await createTokenUser(database, 'sl-owner');
    const releaseId = await releaseOf(owner.id, 'published');
    const made = await callApi(linksRoute, 'POST', '/v1/smartlinks', { token: owner.token, json: { releaseId, slug: 'api-made-link' } });
    // The tests' installation has only the local-folder store: a store it does not know is named by its id.
    expect(made).toMatchObject({ status: 201, body: { slug: 'api-made-link', path: '/s/api-made-link', entries: [{ key: 'spotify', name: 'spotify', active: true }] } });
    expect((made.body as { url: string }).url).toMatch(/\/s\/api-made-link$/);
    const again = await callApi(linksRoute, 'POST', '/v1/smartlinks', { token: owner.token, json: { releaseId } });
    expect(again.body).toMatchObject({ id: (made.body as { id: string }).id });
    const id = (made.body as { id: string }).id;
    expect((await callApi(linkRoute, 'GET', `/v1/smartlinks/${id}`, { token: owner.token })).status).toBe(200);

    const stranger = await createTokenUser(database, 'sl-stranger');
    expect((await callApi(linkRoute, 'GET', `/v1/smartlinks/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await callApi(analyticsRoute, 'GET', `/v1/smartlinks/${id}/analytics`, { token: stranger.token })).status).toBe(404);
    expect(await callApi(analyticsRoute, 'GET', `/v1/smartlinks/${id}/analytics`, { token: owner.token })).toMatchObject({ status: 200, body: { views: 0, clicks: 0, clickRate: 0 } });
  });

  it('refuses bad input with its message and makes nothing', async () => {
    const owner = await createTokenUser(database, 'sl-hostile');
    const unpublished = await releaseOf(owner.id, 'in_review');
    const published = await releaseOf(owner.id, 'published');
    const cases: [unknown, number, string][] = [
      [{ releaseId: unpublished }, 409, 'smartlink_not_published'],
      [{ releaseId: published, slug: 'bad\u0000slug' }, 400, 'invalid_characters'],
      [{ releaseId: published, slug: '\u001b[31mred' }, 400, 'invalid_characters'],
      [{ releaseId: published, slug: 'javascript:alert(1)' }, 400, 'smartlink_invalid_slug'],
      [{ releaseId: 'not an id!' }, 400, 'invalid_input'],
      [{ releaseId: 'cmnotmine0000000000000000' }, 404, 'not_found'],
    ];
    for (const [json, status, code] of cases) {
      const answer = await callApi(linksRoute, 'POST', '/v1/smartlinks', { token: owner.token, json });
      expect([answer.status, (answer.body as { error?: { code: string } }).error?.code], JSON.stringify(json)).toEqual([status, code]);
    }
    expect(await database.prisma.smartLink.count({ where: { release: { ownerId: owner.id } } })).toBe(0);
  });
});

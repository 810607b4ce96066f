import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from '@slipcase/db/testing';
import { writeTestMedia } from '@slipcase/services/testing/media';
import { createDraftRelease } from '@slipcase/services/testing/release-fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as feedRoute from '../../routes/v1.releases.$id.feeds.$store';
import { callApi, createTokenUser } from '../../testing/api';
import { useTestDatabase } from '../../testing/database';

let database: TestDatabase;
let storageDir: string;
beforeAll(async () => {
  database = await useTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'slipcase-v1-feeds-'));
  process.env.SLIPCASE_STORAGE_DIR = storageDir;
});
afterAll(async () => {
  await database?.drop();
  delete process.env.SLIPCASE_STORAGE_DIR;
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

describe('GET /v1/releases/{id}/feeds/{store}', () => {
  it('answers the owner and staff the batch as a form (its build, then each file as listed), and nobody else', async () => {
    const owner = await createTokenUser(database, 'feed-owner', { scopes: ['read'] });
    const operator = await createTokenUser(database, 'feed-operator', { role: 'operator', scopes: ['read', 'review'] });
    const stranger = await createTokenUser(database, 'feed-stranger', { scopes: ['read'] });
    const release = await createDraftRelease(database.prisma, owner.id, await writeTestMedia(storageDir));
    const path = `/v1/releases/${release.id}/feeds/local-folder`;

    const answer = await callApi(feedRoute, 'GET', path, { token: owner.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(new Uint8Array(answer.bytes), { headers: { 'Content-Type': answer.headers.get('Content-Type')! } }).formData();
    const build = JSON.parse(String(form.get('build')));
    expect(build).toMatchObject({ store: { id: 'local-folder' }, releaseId: release.id, validatedAgainst: ['ERN 4.3', 'ern-c-sftp 1.8'] });
    expect(build.location).toBeUndefined();
    const files = form.getAll('files') as File[];
    expect(files.map((file) => file.size)).toEqual(build.files.map((file: { bytes: number }) => file.bytes));
    expect(build.files.at(-1).path).toBe(`BatchComplete_${build.batchId}.xml`);

    expect((await callApi(feedRoute, 'GET', path, { token: operator.token })).status).toBe(200);
    expect(await callApi(feedRoute, 'GET', path, { token: stranger.token })).toMatchObject({ status: 404, body: { error: { code: 'not_found', field: 'id' } } });
  }, 60_000);

  it('refuses a store it does not deliver to (404), a store id of another shape (400), and a release no feed can be made of (409, every problem)', async () => {
    const owner = await createTokenUser(database, 'feed-incomplete', { scopes: ['read'] });
    const release = await createDraftRelease(database.prisma, owner.id);
    const call = (store: string) => callApi(feedRoute, 'GET', `/v1/releases/${release.id}/feeds/${store}`, { token: owner.token });
    expect(await call('nostore')).toMatchObject({ status: 404, body: { error: { code: 'not_found', field: 'store' } } });
    expect((await call('No%20Store')).status).toBe(400);
    expect(await call('local-folder')).toMatchObject({
      status: 409,
      body: { error: { code: 'release_incomplete', field: 'artwork' }, errors: [{ code: 'release_incomplete', field: 'artwork', message: 'The release is incomplete: artwork.' }] },
    });
  });
});

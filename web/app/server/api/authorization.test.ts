import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from '@slipcase/db/testing';
import { revokeApiToken } from '@slipcase/services/tokens/api-tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTokenUser, type ApiCall, type ApiRouteModule } from '../../testing/api';
import { useTestDatabase } from '../../testing/database';
import { createReleaseRow } from '../../testing/releases';
import { routeOperations, type ApiOperation } from './operation.server';

// Every /v1 operation, found through the route modules that serve them: a new route is covered here too.
const routeModules = import.meta.glob<ApiRouteModule>(['../../routes/v1.*.ts', '!../../routes/v1.*.test.ts', '!../../routes/v1.auth.*']);

let database: TestDatabase;
let workDir: string;
let owner: Awaited<ReturnType<typeof createTokenUser>>;
let stranger: Awaited<ReturnType<typeof createTokenUser>>;
const ids = { id: '', trackId: '', artistId: '', period: '', store: 'local-folder' };
let operations: Array<{ route: ApiRouteModule; operation: ApiOperation }> = [];

beforeAll(async () => {
  database = await useTestDatabase();
  workDir = await mkdtemp(join(tmpdir(), 'slipcase-v1-authorization-'));
  process.env.SLIPCASE_STORAGE_DIR = workDir;
  owner = await createTokenUser(database, 'owner');
  stranger = await createTokenUser(database, 'stranger');
  const release = await createReleaseRow(database, { ownerId: owner.id, title: 'Owner’s secret', status: 'draft' });
  const track = await database.prisma.track.findFirstOrThrow({ where: { releaseId: release.id } });
  Object.assign(ids, { id: release.id, trackId: track.id, artistId: release.artistId, period: '2026-07' });
  for (const load of Object.values(routeModules)) {
    const route = await load();
    operations.push(...[...new Set(routeOperations(route.loader))].map((operation) => ({ route, operation })));
  }
  operations = operations.sort((a, b) => a.operation.operationId.localeCompare(b.operation.operationId));
});

afterAll(async () => {
  await database?.drop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** What each operation is sent: a plausible body, so that nothing but the caller decides the answer. */
const BODIES: Record<string, Omit<ApiCall, 'token'>> = {
  createRelease: { json: { title: 'Stolen', artistId: '{artistId}', type: 'single', primaryGenre: 'pop', language: 'en' } },
  updateRelease: { json: { title: 'Stolen' } },
  updateTrack: { json: { title: 'Stolen' } },
  requestTakedown: { json: { reason: 'mistake' } },
  setReleaseSplit: { json: { ownerPercent: 100, payees: [] } },
  rejectReview: { json: { reasonCodes: ['audio_error'] } },
  createArtist: { json: { name: 'Mine', type: 'solo', mainGenre: 'pop', requestNewProfile: true } },
  rematchStatements: { json: {} },
  createArtistPage: { json: { artistId: '{artistId}', handle: 'stolen-page' } },
};

function call(operation: ApiOperation, route: ApiRouteModule, token: string) {
  const named = operation.path.replace(/\{(\w+)\}/g, (_whole, name: keyof typeof ids) => ids[name]);
  // The trace selects by query: the owner's release, in a month of the owner's.
  const path = operation.operationId === 'traceRoyalties' ? `${named}?period=${ids.period}&releaseId=${ids.id}` : named;
  const sent = BODIES[operation.operationId] ?? (operation.file ? { body: new Uint8Array([1, 2, 3]) } : {});
  const json = sent.json === undefined ? undefined : JSON.parse(JSON.stringify(sent.json).replaceAll('{artistId}', ids.artistId));
  return callApi(route, operation.method, path, { ...sent, json, token });
}

/** Everything of the owner's a call could read or change. */
async function ownersData() {
  return database.prisma.user.findUniqueOrThrow({
    where: { id: owner.id },
    include: {
      artists: true,
      releases: { include: { tracks: { include: { contributors: true, performers: true } }, events: true, takedowns: true, deliveries: true } },
    },
  });
}

describe('/v1 authorization, operation by operation', () => {
  it('covers every operation of the route table', () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
  });

  it('never shows or changes another account’s data: its releases are not found (404)', async () => {
    const before = await ownersData();
    for (const { operation, route } of operations) {
      const answer = await call(operation, route, stranger.token);
      const label = `${operation.method} ${operation.path}`;
      expect(JSON.stringify(answer.body), label).not.toContain('Owner’s secret');
      if (operation.scope === 'review') expect(answer.status, label).toBe(403);
      else if (operation.path.includes('{id}') || operation.operationId === 'traceRoyalties') expect(answer.body.error, label).toMatchObject({ code: 'not_found' });
      // a statement of a period the caller has no royalties in: nobody else's lines, ever
      else if (operation.path.includes('{period}')) expect(answer.status, label).toBe(404);
      // a withdrawal of the stranger's own, with no amount: refused on its own body, the owner's money untouched
      else if (operation.operationId === 'requestPayout') expect(answer.body.error, label).toMatchObject({ code: 'required', field: 'amountCents' });
      else if (operation.operationId === 'createRelease') expect(answer.body.error, label).toMatchObject({ code: 'release_without_artist', field: 'artistId' });
      // a smart link without a release named: refused on its own body, nobody's release looked at
      else if (operation.operationId === 'createSmartLink') expect(answer.status, label).toBe(400);
      // a page for the owner's artist: not found, as the artist is not the stranger's
      else if (operation.operationId === 'createArtistPage') expect(answer.body.error, label).toMatchObject({ code: 'not_found', field: 'artistId' });
      else expect(answer.status, label).toBeLessThan(300);
    }
    expect(await ownersData()).toEqual(before);
    expect(await database.prisma.release.count({ where: { artistId: ids.artistId, ownerId: { not: owner.id } } })).toBe(0);
  });

  it('answers 401 to a revoked token, for every operation', async () => {
    const revoked = await createTokenUser(database, 'revoked-label');
    await revokeApiToken(database.prisma, revoked.id, revoked.tokenId);
    for (const { operation, route } of operations) {
      const answer = await call(operation, route, revoked.token);
      expect(answer, `${operation.method} ${operation.path}`).toMatchObject({
        status: 401,
        body: { error: { code: 'token_invalid', message: 'This access token is unknown, expired or revoked.' } },
      });
    }
  });

  it('answers 403 scope_missing to a token without the operation’s scope, and changes nothing', async () => {
    const reader = await createTokenUser(database, 'reader', { scopes: ['read'] });
    const releaseOfReader = await createReleaseRow(database, { ownerId: reader.id, title: 'Read only', status: 'draft' });
    const before = await database.prisma.release.findUniqueOrThrow({ where: { id: releaseOfReader.id }, include: { tracks: true } });
    for (const { operation, route } of operations.filter(({ operation }) => operation.scope !== 'read')) {
      const answer = await call(operation, route, reader.token);
      expect(answer, `${operation.method} ${operation.path}`).toMatchObject({
        status: 403,
        body: { error: { code: 'scope_missing', message: `This access token lacks the “${operation.scope}” scope this call needs.` } },
      });
    }
    expect(await database.prisma.release.findUniqueOrThrow({ where: { id: releaseOfReader.id }, include: { tracks: true } })).toEqual(before);
  });

  it('answers 401 without a token or session, and 405 to a method the path does not serve', async () => {
    const found = operations.find(({ operation }) => operation.operationId === 'getRelease');
    if (!found) throw new Error('GET /v1/releases/{id} is served by no route');
    const anonymous = await callApi(found.route, 'GET', `/v1/releases/${ids.id}`);
    expect(anonymous).toMatchObject({ status: 401, body: { error: { code: 'auth_failed' } } });
    const wrong = await callApi(found.route, 'DELETE', `/v1/releases/${ids.id}`, { token: owner.token });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('Allow')).toBe('GET, PATCH');
  });
});

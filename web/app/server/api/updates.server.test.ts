import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as updatesRoute from '../../routes/v1.releases.$id.updates';
import { callApi, createTokenUser } from '../../testing/api';
import { useTestDatabase } from '../../testing/database';
import { createReleaseRow } from '../../testing/releases';

// Dry runs and refusals: decided before Temporal is asked anything.
let database: TestDatabase;
let label: Awaited<ReturnType<typeof createTokenUser>>;
let releaseId = '';
let trackId = '';

beforeAll(async () => {
  database = await useTestDatabase();
  label = await createTokenUser(database, 'update-label');
  const release = await createReleaseRow(database, { ownerId: label.id, title: 'Live', status: 'published' });
  releaseId = release.id;
  const [track] = await database.prisma.track.findMany({ where: { releaseId } });
  trackId = track!.id;
  await database.prisma.trackContributor.create({ data: { trackId, position: 0, name: 'Ana Lima', role: 'writer', sharePercent: 100 } });
  await database.prisma.trackPerformer.create({ data: { trackId, position: 0, name: 'Ana Lima' } });
  await database.prisma.delivery.create({ data: { releaseId, store: 'local-folder', kind: 'new', status: 'delivered', messageId: 'm-api' } });
});

afterAll(async () => {
  await database?.drop();
});

const post = (json: unknown) => callApi(updatesRoute, 'POST', `/v1/releases/${releaseId}/updates`, { token: label.token, json });

describe('POST /v1/releases/{id}/updates', () => {
  it('answers each store’s diff of a credit typo in a dry run, sending nothing', async () => {
    const answer = await post({ dryRun: true, tracks: [{ trackId, contributors: [{ name: 'Ana Lima Souza', role: 'writer', sharePercent: 100 }] }] });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ fields: ['credits'], needsReview: true, update: null });
    expect(answer.body.stores[0].patch).toMatch(/^\+.*Ana Lima Souza/m);
    expect(await database.prisma.releaseRevision.count({ where: { releaseId } })).toBe(0);
  });

  it('refuses a new title or ISRC with why, and an unknown field as the contract does', async () => {
    const title = await post({ title: 'Another' });
    expect(title.status).toBe(400);
    expect(title.body.error).toMatchObject({ code: 'update_needs_new_release', field: 'title' });
    const isrc = await post({ tracks: [{ trackId, isrc: 'QZABC2600009' }] });
    expect(isrc.status).toBe(400);
    expect(isrc.body.error).toMatchObject({ code: 'update_breaks_track_linking' });
    expect((await post({ upc: '123' })).status).toBe(400);
    expect(await database.prisma.releaseRevision.count({ where: { releaseId } })).toBe(0);
  });
});

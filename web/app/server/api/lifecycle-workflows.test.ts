import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from '@slipcase/db/testing';
import { createLocalFolderStore } from '@slipcase/store-local-folder';
import { closeTemporalClient } from '@slipcase/workflows/client';
import { writeTestMedia, type TestMedia } from '@slipcase/services/testing/media';
import { createDraftRelease, releaseDateReached } from '@slipcase/services/testing/release-fixture';
import { quietTemporalLogs, runTestWorker, startTestTemporal, type RunningTestWorker } from '@slipcase/workflows/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cancelRoute from '../../routes/v1.releases.$id.cancel-takedown';
import * as deliveriesRoute from '../../routes/v1.releases.$id.deliveries';
import * as reopenRoute from '../../routes/v1.releases.$id.reopen';
import * as submitRoute from '../../routes/v1.releases.$id.submit';
import * as releaseRoute from '../../routes/v1.releases.$id';
import * as takedownRoute from '../../routes/v1.releases.$id.takedown';
import * as reviewsRoute from '../../routes/v1.reviews';
import * as approveRoute from '../../routes/v1.reviews.$id.approve';
import * as rejectRoute from '../../routes/v1.reviews.$id.reject';
import { callApi, createTokenUser, type ApiRouteModule } from '../../testing/api';
import { useTestDatabase } from '../../testing/database';
import { waitForStatus } from '../../testing/releases';

// A release's whole lifecycle through /v1, against a real Temporal dev server, the real worker and a fresh database.
let database: TestDatabase;
let temporal: Awaited<ReturnType<typeof startTestTemporal>> | undefined;
let worker: RunningTestWorker | undefined;
let tmp: string;
let media: TestMedia;
let label: Awaited<ReturnType<typeof createTokenUser>>;
let operator: Awaited<ReturnType<typeof createTokenUser>>;

beforeAll(async () => {
  quietTemporalLogs();
  tmp = await mkdtemp(join(tmpdir(), 'slipcase-v1-lifecycle-'));
  const storageDir = join(tmp, 'uploads');
  [temporal, database, media] = await Promise.all([startTestTemporal(), useTestDatabase(), writeTestMedia(storageDir)]);
  Object.assign(process.env, temporal.env);
  process.env.SLIPCASE_STORAGE_DIR = storageDir;
  worker = await runTestWorker(temporal, {
    prisma: database.prisma,
    stores: [createLocalFolderStore({ dir: join(tmp, 'deliveries') })],
    storageDir,
  });
  label = await createTokenUser(database, 'label');
  operator = await createTokenUser(database, 'operator', { role: 'operator', scopes: ['read', 'review'] });
}, 180_000);

afterAll(async () => {
  await closeTemporalClient();
  await worker?.stop();
  await database?.drop();
  await temporal?.stop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const post = (route: ApiRouteModule, path: string, token: string, json?: unknown) => callApi(route, 'POST', path, { token, json });

describe('a release’s lifecycle through /v1', () => {
  it('is submitted, rejected, reopened, approved, delivered, taken down and restored', async () => {
    const { id } = await createDraftRelease(database.prisma, label.id, media);

    const submitted = await post(submitRoute, `/v1/releases/${id}/submit`, label.token);
    expect(submitted).toMatchObject({
      status: 200,
      body: { release: { id }, warnings: [], submission: { stores: ['local-folder'], droppedStores: [], coverTooSmallFor: [] } },
    });
    // The answer shows where the submission took the release (the use case waits for the workflow), never the draft it just left.
    expect(submitted.body.release.status).toBe('in_review');
    // Submitting again (a retried pipeline) answers the release under review.
    expect((await post(submitRoute, `/v1/releases/${id}/submit`, label.token)).status).toBe(200);

    const queue = await callApi(reviewsRoute, 'GET', '/v1/reviews', { token: operator.token });
    expect(queue.body.reviews).toEqual([expect.objectContaining({ id, overdue: false, overdueSince: null })]);
    const rejected = await post(rejectRoute, `/v1/reviews/${id}/reject`, operator.token, { reasonCodes: ['audio_error'], note: 'Clicks at 0:42' });
    expect(rejected).toMatchObject({
      status: 200,
      body: { release: { id, status: 'rejected' }, rejection: { reasonCodes: ['audio_error'], note: 'Clicks at 0:42', reopenBy: expect.any(String) } },
    });

    expect((await post(reopenRoute, `/v1/releases/${id}/reopen`, label.token)).status).toBe(200);
    await waitForStatus(database, id, 'in_review');
    await releaseDateReached(database.prisma, id);
    const approved = await post(approveRoute, `/v1/reviews/${id}/approve`, operator.token);
    expect(approved).toMatchObject({ status: 200, body: { rejection: null } });
    expect(approved.body.deliveries).toEqual(expect.any(Array));
    await waitForStatus(database, id, 'published');

    const deliveries = await callApi(deliveriesRoute, 'GET', `/v1/releases/${id}/deliveries`, { token: label.token });
    expect(deliveries.body.release).toEqual({ id, status: 'published' });
    expect(deliveries.body.deliveries).toEqual([expect.objectContaining({ store: 'local-folder', kind: 'new', steps: expect.arrayContaining([expect.objectContaining({ step: 'built' })]) })]);

    expect((await post(takedownRoute, `/v1/releases/${id}/takedown`, label.token, { reason: 'other', otherText: 'Signed to a label' })).status).toBe(200);
    await waitForStatus(database, id, 'takedown_requested');
    expect(await post(cancelRoute, `/v1/releases/${id}/cancel-takedown`, label.token)).toMatchObject({ status: 200, body: { release: { status: 'published' } } });

    // What the token did is on the timeline as a program's, the operator's token's too.
    const events = await database.prisma.activityEvent.findMany({ where: { releaseId: id, actorId: { not: null } } });
    expect(new Set(events.map((event) => event.via))).toEqual(new Set(['cli']));
  });

  it('takes a release down from chosen stores on a day, and answers each store’s state and the request', async () => {
    const { id } = await createDraftRelease(database.prisma, label.id, media);
    await database.prisma.release.update({ where: { id }, data: { status: 'published', publishedAt: new Date() } });
    await database.prisma.delivery.createMany({
      data: ['local-folder', 'deezer', 'spotify'].map((store) => ({ releaseId: id, store, status: 'delivered' as const })),
    });
    const on = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const takedown = (json: unknown) => post(takedownRoute, `/v1/releases/${id}/takedown`, label.token, json);

    expect(await takedown({ reason: 'mistake', stores: ['deezer', 'tidal'] })).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_choice', field: 'stores.1' } },
    });
    const badDay = await takedown({ reason: 'mistake', on: '2026-02-30' });
    expect(badDay).toMatchObject({ status: 400, body: { error: { code: 'takedown_date_invalid', field: 'on' } } });
    expect(badDay.body.error.message).toMatch(/^Choose a takedown date from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.$/);
    expect(await database.prisma.takedownRequest.count({ where: { releaseId: id } })).toBe(0);

    expect((await takedown({ reason: 'no_streams', stores: ['spotify', 'deezer'], on })).status).toBe(200);
    await waitForStatus(database, id, 'takedown_requested');
    const shown = await callApi(releaseRoute, 'GET', `/v1/releases/${id}`, { token: label.token });
    expect(shown.body.lifecycle.takedowns.at(-1)).toMatchObject({ stores: ['deezer', 'spotify'], on, processAt: `${on}T00:00:00.000Z` });
    expect(shown.body.lifecycle.stores).toEqual([
      { store: 'deezer', state: 'live' },
      { store: 'local-folder', state: 'live' },
      { store: 'spotify', state: 'live' },
    ]);

    // A second request while this one waits: the same again answers it; other stores or another day are refused
    // with the waiting one named (409), a bad day or store as when none waits (400); nothing changes.
    expect(await takedown({ reason: 'no_streams', stores: ['deezer', 'spotify'], on })).toMatchObject({ status: 200, body: { release: { status: 'takedown_requested' } } });
    const other = await takedown({ reason: 'mistake', stores: ['local-folder'] });
    expect(other).toMatchObject({ status: 409, body: { error: { code: 'takedown_pending', field: 'releaseId' } } });
    expect(other.body.error.message).toBe(`A takedown is already waiting for deezer, spotify, processed from ${on}. Cancel it first to ask for a different one.`);
    expect((await takedown({ reason: 'no_streams', stores: ['deezer', 'spotify'] })).status).toBe(409);
    expect(await takedown({ reason: 'mistake', on: '2027-13-01' })).toMatchObject({ status: 400, body: { error: { code: 'takedown_date_invalid', field: 'on' } } });
    expect(await takedown({ reason: 'mistake', stores: ['tidal'] })).toMatchObject({ status: 400, body: { error: { code: 'invalid_choice', field: 'stores.0' } } });
    const rows = await database.prisma.takedownRequest.findMany({ where: { releaseId: id } });
    expect(rows.map((row) => [row.status, row.stores])).toEqual([['requested', ['deezer', 'spotify']]]);
    expect((await post(cancelRoute, `/v1/releases/${id}/cancel-takedown`, label.token)).status).toBe(200);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from '@slipcase/db/testing';
import { addDays, localDate, type ReleaseStatus } from '@slipcase/domain';
import { createLocalFolderStore } from '@slipcase/store-local-folder';
import { closeTemporalClient } from '@slipcase/workflows/client';
import { writeTestMedia, type TestMedia } from '@slipcase/services/testing/media';
import { createDraftRelease, releaseDateReached } from '@slipcase/services/testing/release-fixture';
import { quietTemporalLogs, runTestWorker, startTestTemporal, type RunningTestWorker } from '@slipcase/workflows/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '../lib/error-messages';
import { fixedT } from '../lib/translate';
import type { IntentResult } from '../server/release-actions.server';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { waitForStatus } from '../testing/releases';
import { action, loader } from './distributions.$id';
import { action as editStepAction } from './distributions.$id_.edit.$step';

// The release page's actions driven against a real Temporal dev server, the real worker and a fresh database.
let database: TestDatabase;
let temporal: Awaited<ReturnType<typeof startTestTemporal>> | undefined;
let worker: RunningTestWorker | undefined;
let tmp: string;
let media: TestMedia;
const users = { operator: { id: '', cookie: '' }, pro: { id: '', cookie: '' }, free: { id: '', cookie: '' } };
type Who = keyof typeof users;

beforeAll(async () => {
  quietTemporalLogs();
  tmp = await mkdtemp(join(tmpdir(), 'slipcase-web-lifecycle-'));
  const storageDir = join(tmp, 'uploads');
  [temporal, database, media] = await Promise.all([startTestTemporal(), useTestDatabase(), writeTestMedia(storageDir)]);
  // What the web app's client and loaders read: set before their first use.
  Object.assign(process.env, temporal.env);
  process.env.SLIPCASE_STORAGE_DIR = storageDir;
  worker = await runTestWorker(temporal, {
    prisma: database.prisma,
    stores: [createLocalFolderStore({ dir: join(tmp, 'deliveries') })],
    storageDir,
  });
  for (const [who, fields] of [
    ['operator', { role: 'operator' as const }],
    ['pro', { plan: 'pro' as const }],
    ['free', { plan: 'free' as const }],
  ] as const) {
    const user = await createUser(database, { username: who, password: 'pw-123456!', ...fields });
    users[who] = { id: user.id, cookie: await sessionCookie(user.id) };
  }
}, 180_000);

afterAll(async () => {
  await closeTemporalClient();
  await worker?.stop();
  await database?.drop();
  await temporal?.stop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

function request(who: Who, path: string, fields?: Record<string, string | string[]>): Request {
  const headers = { Cookie: users[who].cookie };
  if (!fields) return new Request(`http://localhost${path}`, { headers });
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const each of [value].flat()) body.append(name, each);
  return new Request(`http://localhost${path}`, { method: 'POST', body, headers });
}

async function post(who: Who, releaseId: string, fields: Record<string, string | string[]>) {
  const response = (await action({ request: request(who, `/distributions/${releaseId}`, fields), params: { id: releaseId }, context: {} })) as Response;
  return { status: response.status, body: (await response.json()) as IntentResult };
}

async function page(who: Who, releaseId: string) {
  const response = await loader({ request: request(who, `/distributions/${releaseId}`), params: { id: releaseId }, context: {} });
  return (await response.json()) as {
    rejection: { reasonCodes: string[]; note: string | null } | null;
    takedown: { reason: string; otherText: string | null; stores: string[]; on: string | null } | null;
    takedownWait: { allowedFrom: string; days: number } | null;
    takedownStores: Array<{ store: string; storeName: string }>;
    takedownStoreNames: string[];
    release: { timeline: Array<{ type: string }> };
    stores: Array<{ store: string; state: string; storeName: string }>;
    badgeStatus: string;
    canUpdate: boolean;
  };
}

async function statusOf(releaseId: string): Promise<string> {
  return (await database.prisma.release.findUniqueOrThrow({ where: { id: releaseId } })).status;
}

/** The workflows move some statuses on by themselves: wait for it, as the page's polling does. */
const reaches = (releaseId: string, status: ReleaseStatus) => waitForStatus(database, releaseId, status);

describe('release lifecycle on the web', () => {
  let releaseId: string;

  it('needs at least one reason to reject, then shows the artist the reasons; the artist reopens and it is approved', async () => {
    releaseId = (await createDraftRelease(database.prisma, users.pro.id, media)).id;
    expect((await post('pro', releaseId, { intent: 'submit' })).status).toBe(200);
    await reaches(releaseId, 'in_review');

    const refused = await post('operator', releaseId, { intent: 'reject', note: 'No reason ticked' });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.reasonCodes).toEqual(['reopening_reason_required']);
    expect(errorMessage(fixedT('en'), refused.body.fieldErrors.reasonCodes?.[0] ?? '')).toBe('Choose at least one reopening reason.');
    expect(await statusOf(releaseId)).toBe('in_review');

    const artistTries = await post('pro', releaseId, { intent: 'reject', reasonCodes: ['audio_error'] });
    expect(artistTries.body.error).toBe('permission_denied');

    const rejected = await post('operator', releaseId, {
      intent: 'reject',
      reasonCodes: ['audio_error', 'invalid_cover_art'],
      note: 'Clicks at 0:42; the cover is blurry.',
    });
    expect(rejected).toMatchObject({ status: 200, body: { ok: true } });
    expect(await statusOf(releaseId)).toBe('rejected');
    expect((await page('pro', releaseId)).rejection).toMatchObject({
      reasonCodes: ['audio_error', 'invalid_cover_art'],
      note: 'Clicks at 0:42; the cover is blurry.',
    });

    // Reopened from the wizard's placeholder page, which then goes back to the release.
    const path = `/distributions/${releaseId}/edit/artwork`;
    const reopened = (await editStepAction({
      request: request('pro', path, { intent: 'reopen' }),
      params: { id: releaseId, step: 'artwork' },
      context: {},
    })) as Response;
    expect(reopened.status).toBe(302);
    expect(reopened.headers.get('Location')).toBe(`/distributions/${releaseId}`);
    await reaches(releaseId, 'in_review');
    expect((await page('pro', releaseId)).rejection).toBeNull();

    await releaseDateReached(database.prisma, releaseId);
    expect((await post('operator', releaseId, { intent: 'approve' })).status).toBe(200);
    await reaches(releaseId, 'published');
    const types = (await page('pro', releaseId)).release.timeline.map((entry) => entry.type);
    expect(types).toEqual(expect.arrayContaining(['rejected', 'reopened', 'in_process', 'published']));
  });

  it('takes a PRO release down only with a reason, and cancelling publishes it again', async () => {
    const missingText = await post('pro', releaseId, { intent: 'request_takedown', reason: 'other' });
    expect(missingText.status).toBe(400);
    expect(missingText.body.fieldErrors.otherText).toEqual(['required']);
    expect(await statusOf(releaseId)).toBe('published');

    const requested = await post('pro', releaseId, { intent: 'request_takedown', reason: 'other', otherText: 'Signed to a label' });
    expect(requested).toMatchObject({ status: 200, body: { ok: true } });
    await reaches(releaseId, 'takedown_requested');
    const requestedPage = await page('pro', releaseId);
    expect(requestedPage.takedown).toMatchObject({ reason: 'other', otherText: 'Signed to a label' });
    // From every store: the badge says so.
    expect(requestedPage.badgeStatus).toBe('takedown_requested');

    expect((await post('pro', releaseId, { intent: 'cancel_takedown' })).status).toBe(200);
    expect(await statusOf(releaseId)).toBe('published');
    const types = (await page('pro', releaseId)).release.timeline.map((entry) => entry.type);
    expect(types.slice(-2)).toEqual(['takedown_requested', 'takedown_cancelled']);
  });

  it('refuses a free artist’s takedown before day 90, naming the first possible day', async () => {
    const release = await createDraftRelease(database.prisma, users.free.id, media);
    // Released today (published by its workflow: only the status and the date matter to the 90-day rule).
    const today = localDate(new Date());
    await database.prisma.release.update({
      where: { id: release.id },
      data: { status: 'published', releaseDate: new Date(`${today}T00:00:00Z`) },
    });
    const allowedFrom = addDays(today, 90);

    const refused = await post('free', release.id, { intent: 'request_takedown', reason: 'no_streams' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(`takedown_too_early {"date":"${allowedFrom}"}`);
    expect(errorMessage(fixedT('en'), refused.body.error ?? '')).toContain(`from ${allowedFrom}`);
    expect((await page('free', release.id)).takedownWait?.allowedFrom).toBe(allowedFrom);
    expect(await database.prisma.takedownRequest.count({ where: { releaseId: release.id } })).toBe(0);
  });

  it('submits a free artist’s release without the premium-only store picked, and says so', async () => {
    const stores = process.env.SLIPCASE_STORES;
    process.env.SLIPCASE_STORES = 'spotify,tidal';
    try {
      const release = await createDraftRelease(database.prisma, users.free.id, media);
      await database.prisma.release.update({ where: { id: release.id }, data: { platforms: ['spotify', 'tidal'] } });
      const submitted = await post('free', release.id, { intent: 'submit' });
      expect(submitted).toMatchObject({ status: 200, body: { ok: true, warnings: ['premium_platforms_dropped {"stores":"tidal"}'] } });
      expect(errorMessage(fixedT('en'), submitted.body.warnings?.[0] ?? '')).toBe(
        'Premium-only platforms are not available on the free plan and were left out: tidal.',
      );
      await reaches(release.id, 'in_review');
    } finally {
      process.env.SLIPCASE_STORES = stores;
    }
  });

  it('takes a release down from the stores ticked, on the day chosen, and refuses a store it is not in or a past day', async () => {
    const release = await createDraftRelease(database.prisma, users.pro.id, media);
    await database.prisma.release.update({ where: { id: release.id }, data: { status: 'published', publishedAt: new Date() } });
    await database.prisma.delivery.createMany({
      data: ['local-folder', 'deezer', 'spotify'].map((store) => ({ releaseId: release.id, store, status: 'delivered' as const })),
    });
    const before = await page('pro', release.id);
    expect(before.takedownStores.map((entry) => entry.store)).toEqual(['deezer', 'local-folder', 'spotify']);
    const byStore = (a: { store: string }, b: { store: string }) => a.store.localeCompare(b.store);
    expect(before.stores.map(({ store, state, storeName }) => ({ store, state, storeName })).sort(byStore)).toEqual([
      { store: 'deezer', state: 'live', storeName: 'deezer' },
      { store: 'local-folder', state: 'live', storeName: 'Local folder' },
      { store: 'spotify', state: 'live', storeName: 'spotify' },
    ]);

    const today = localDate(new Date());
    const ask = (fields: Record<string, string | string[]>) => post('pro', release.id, { intent: 'request_takedown', reason: 'no_streams', ...fields });
    const notThere = await ask({ stores: ['deezer', 'tidal'] });
    expect(notThere).toMatchObject({ status: 400, body: { fieldErrors: { stores: ['invalid_choice'] } } });
    const past = await ask({ on: addDays(today, -1) });
    expect(past.status).toBe(400);
    expect(errorMessage(fixedT('en'), past.body.fieldErrors.on?.[0] ?? '')).toBe(
      `Choose a takedown date from ${today} to ${addDays(today, 365)}.`,
    );
    expect(await database.prisma.takedownRequest.count({ where: { releaseId: release.id } })).toBe(0);

    const on = addDays(today, 20);
    expect(await ask({ stores: ['spotify', 'local-folder'], on })).toMatchObject({ status: 200, body: { ok: true } });
    await reaches(release.id, 'takedown_requested');
    const after = await page('pro', release.id);
    expect(after.takedown).toMatchObject({ reason: 'no_streams', stores: ['local-folder', 'spotify'], on });
    expect(after.takedownStoreNames).toEqual(['Local folder', 'spotify']);
    // Two stores in 20 days: the release stays published, and updatable, everywhere until then and in Deezer after.
    expect(after.badgeStatus).toBe('published');
    expect(after.canUpdate).toBe(true);
    expect(after.stores.every((store) => store.state === 'live')).toBe(true);

    // Asked again while it waits: other stores are refused naming the waiting one (409), a bad day as before (400).
    const again = await ask({ stores: ['deezer'] });
    expect(again).toMatchObject({ status: 409, body: { ok: false } });
    expect(errorMessage(fixedT('en'), again.body.error ?? '')).toBe(
      `A takedown is already waiting for local-folder, spotify, processed from ${on}. Cancel it first to ask for a different one.`,
    );
    const badDay = await ask({ stores: ['spotify', 'local-folder'], on: '2027-13-01' });
    expect(badDay).toMatchObject({ status: 400, body: { fieldErrors: { on: [expect.stringMatching(/^takedown_date_invalid/)] } } });
    expect(await ask({ stores: ['spotify', 'local-folder'], on })).toMatchObject({ status: 200, body: { ok: true } });
    expect(await database.prisma.takedownRequest.count({ where: { releaseId: release.id } })).toBe(1);
    expect((await post('pro', release.id, { intent: 'cancel_takedown' })).status).toBe(200);
  });
});

import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS } from '@slipcase/domain';
import { fileMedia } from '../media/file-media';
import { LocalFileStorage } from '../storage/storage';
import { createDraftRelease, createTestUser } from '../testing/release-fixture';
import { applyRevision, recordRevisionDecision, updateResend } from './apply-revision';
import { rejectReleaseUpdate } from './decide-update';
import { previewReleaseUpdate, previewRevision } from './preview-update';
import { proposeReleaseUpdate } from './propose-update';
import { discardStagedCover, stageUpdateCover } from './stage-update-cover';

// A new cover for a live release: staged beside the live one, which stays the release's (and the stores') until
// the revision naming it is approved and applied. And the stores whose plugins take no updates keep their version.
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let dir: string;
let storage: LocalFileStorage;
const now = new Date();
const updates = {
  start: async (input: { releaseId: string; revisionNo: number }) => ({ workflowId: `release:${input.releaseId}:update:${input.revisionNo}`, runId: 'r' }),
  approve: () => Promise.reject(new Error('not used')),
  reject: () => Promise.reject(new Error('not used')),
};

beforeAll(async () => {
  db = await createTestDatabase();
  dir = await mkdtemp(join(tmpdir(), 'slipcase-update-cover-'));
  storage = new LocalFileStorage(join(dir, 'storage'));
});
afterAll(async () => {
  await db?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function image(name: string, width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<string> {
  const path = join(dir, name);
  await sharp({ create: { width, height, channels: 3, background: '#aa3366' } })[format]().toFile(path);
  return path;
}

/** A PRO owner's release live in the local folder, with its cover in storage. */
async function liveRelease() {
  const owner = await createTestUser(db.prisma);
  await db.prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro', name: 'Ana Lima' } });
  const release = await createDraftRelease(db.prisma, owner.id);
  const live = await storage.put(`releases/${release.id}/cover.jpg`, await image(`live-${release.id}.jpg`, 1500, 1500, 'jpeg'));
  await db.prisma.release.update({
    where: { id: release.id },
    data: { status: 'published', platforms: ['local-folder'], coverKey: live.key, coverFormat: 'jpeg', coverWidth: 1500, coverHeight: 1500, coverBytes: live.bytes, coverSha256: live.sha256 },
  });
  await db.prisma.delivery.create({ data: { releaseId: release.id, store: 'local-folder', kind: 'new', status: 'delivered', messageId: `m-${release.id}` } });
  return { owner, release, live };
}

/** The local folder as the platform rules see it: it takes covers of 1400 px and up. */
const stageDeps = (minCoverPx = 1400) => ({ prisma: db.prisma, storage, stores: [{ id: 'local-folder', name: 'Local folder', tier: 'free' as const, minCoverPx }] });
const coverOf = (releaseId: string) => db.prisma.release.findUniqueOrThrow({ where: { id: releaseId }, select: { coverKey: true, coverSha256: true, coverFormat: true } });
const storedKeys = async (releaseId: string) => (await readdir(join(dir, 'storage', 'releases', releaseId)).catch(() => [])).sort();
const previewDeps = (stores?: Array<{ id: string; name: string; capabilities: { updates: boolean } }>) => ({
  prisma: db.prisma,
  settings: DEFAULT_SETTINGS,
  now,
  storageDir: join(dir, 'storage'),
  storeEnv: {},
  ...(stores && { stores }),
});

describe('a new cover for a live release', () => {
  it('is stored beside the live cover, which stays the release\'s until the update is approved and applied', async () => {
    const { owner, release, live } = await liveRelease();
    const staged = await stageUpdateCover(stageDeps(), { userId: owner.id, releaseId: release.id, path: await image('new.png', 1600, 1600) });
    if (!staged.ok) throw new Error(staged.error.code);
    expect(staged.cover).toMatchObject({ format: 'png', width: 1600, height: 1600 });
    expect(staged.cover.key).not.toBe(live.key);
    expect(await storedKeys(release.id)).toEqual(['cover.jpg', staged.cover.key.split('/').pop()].sort());

    const changes = { cover: staged.cover };
    const preview = await previewReleaseUpdate(previewDeps(), { releaseId: release.id, userId: owner.id, changes });
    expect(preview).toMatchObject({ fields: ['artwork'], needsReview: true, notSent: [] });
    expect(preview.stores.map((s) => [s.storeId, s.resend])).toEqual([['local-folder', ['cover']]]);

    const proposed = await proposeReleaseUpdate({ prisma: db.prisma, now, updates }, { releaseId: release.id, userId: owner.id, via: 'web', changes });
    expect(proposed).toMatchObject({ fields: ['artwork'], needsReview: true });
    expect(await coverOf(release.id)).toEqual({ coverKey: live.key, coverSha256: live.sha256, coverFormat: 'jpeg' });
    expect((await previewRevision(previewDeps(), { revisionId: proposed.revisionId })).stores[0]?.resend).toEqual(['cover']);

    const operator = await createTestUser(db.prisma, 'operator');
    await recordRevisionDecision({ prisma: db.prisma, now }, { revisionId: proposed.revisionId, decision: 'approved', operatorId: operator.id, via: 'web' });
    expect(await coverOf(release.id)).toMatchObject({ coverKey: live.key });
    await applyRevision({ prisma: db.prisma, now }, { revisionId: proposed.revisionId }, [{ id: 'local-folder', capabilities: { updates: true } }]);
    expect(await coverOf(release.id)).toEqual({ coverKey: staged.cover.key, coverSha256: staged.cover.sha256, coverFormat: 'png' });
    expect(await updateResend(db.prisma, release.id)).toEqual({ cover: true, trackIds: [] });
  });

  it('refuses a bad image with the wizard\'s own error, storing nothing', async () => {
    const { owner, release } = await liveRelease();
    const before = await storedKeys(release.id);
    const text = join(dir, 'notes.png');
    await writeFile(text, 'not an image');
    const draft = await createDraftRelease(db.prisma, owner.id);
    for (const path of [await image('small.png', 1000, 1000), await image('wide.png', 1800, 1500), text]) {
      const staged = await stageUpdateCover(stageDeps(), { userId: owner.id, releaseId: release.id, path });
      const wizard = await fileMedia({ prisma: db.prisma, storage, now, settings: DEFAULT_SETTINGS }, { userId: owner.id, releaseId: draft.id, kind: 'artwork', file: { path, filename: 'x.png' } });
      expect(staged.ok).toBe(false);
      expect(staged).toEqual(wizard);
    }
    // Square and 1500 px, as the wizard takes it, but smaller than a store that has the release takes.
    expect(await stageUpdateCover(stageDeps(1600), { userId: owner.id, releaseId: release.id, path: await image('fine.png', 1500, 1500) })).toEqual({
      ok: false,
      error: { code: 'update_cover_too_small', field: 'artwork', params: { stores: 'Local folder', min: 1600 } },
    });
    expect(await storedKeys(release.id)).toEqual(before);
    expect(await coverOf(release.id)).toMatchObject({ coverKey: `releases/${release.id}/cover.jpg` });
  });

  it('is refused on another account\'s release and on a draft, and a discarded one is gone', async () => {
    const { owner, release } = await liveRelease();
    const stranger = await createTestUser(db.prisma);
    const path = await image('ok.png', 1500, 1500);
    const deps = stageDeps();
    expect(await stageUpdateCover(deps, { userId: stranger.id, releaseId: release.id, path })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    const draft = await createDraftRelease(db.prisma, owner.id);
    expect(await stageUpdateCover(deps, { userId: owner.id, releaseId: draft.id, path })).toMatchObject({ ok: false, error: { code: 'update_not_live' } });
    const staged = await stageUpdateCover(deps, { userId: owner.id, releaseId: release.id, path });
    if (!staged.ok) throw new Error(staged.error.code);
    await discardStagedCover(deps, staged.cover);
    expect(await storedKeys(release.id)).toEqual(['cover.jpg']);
  });
});

describe('a rejected cover', () => {
  it('is removed from storage, the live cover kept', async () => {
    const { owner, release, live } = await liveRelease();
    const staged = await stageUpdateCover(stageDeps(), { userId: owner.id, releaseId: release.id, path: await image('rejected.png', 1500, 1500) });
    if (!staged.ok) throw new Error(staged.error.code);
    const proposed = await proposeReleaseUpdate({ prisma: db.prisma, now, updates }, { releaseId: release.id, userId: owner.id, via: 'web', changes: { cover: staged.cover } });
    const operator = await createTestUser(db.prisma, 'operator');
    const rejecting = {
      ...updates,
      reject: async () => ({ releaseId: release.id, revisionId: proposed.revisionId, status: 'rejected' as const, deliveries: [] }),
    };
    await rejectReleaseUpdate({ prisma: db.prisma, updates: rejecting, storage }, { revisionId: proposed.revisionId, operatorId: operator.id, via: 'web' });
    expect(await storedKeys(release.id)).toEqual(['cover.jpg']);
    expect(await coverOf(release.id)).toMatchObject({ coverKey: live.key });
  });
});

describe('stores that take no updates', () => {
  it('get no update delivery, and the preview names them', async () => {
    const { owner, release } = await liveRelease();
    await db.prisma.delivery.create({ data: { releaseId: release.id, store: 'spotify', kind: 'new', status: 'acknowledged', messageId: `s-${release.id}` } });
    const stores = [
      { id: 'local-folder', name: 'Local folder', capabilities: { updates: false } },
      { id: 'spotify', name: 'Spotify', capabilities: { updates: true } },
    ];
    const changes = { label: 'New Label' };
    const preview = await previewReleaseUpdate(previewDeps(stores), { releaseId: release.id, userId: owner.id, changes });
    expect(preview.notSent).toEqual([{ storeId: 'local-folder', name: 'Local folder', reason: 'updates_not_supported' }]);
    expect(preview.stores.map((s) => s.storeId)).not.toContain('local-folder');

    const proposed = await proposeReleaseUpdate({ prisma: db.prisma, now, updates }, { releaseId: release.id, userId: owner.id, via: 'web', changes });
    const operator = await createTestUser(db.prisma, 'operator');
    await recordRevisionDecision({ prisma: db.prisma, now }, { revisionId: proposed.revisionId, decision: 'approved', operatorId: operator.id, via: 'web' });
    const applied = await applyRevision({ prisma: db.prisma, now }, { revisionId: proposed.revisionId }, stores);
    expect(applied).toEqual({ stores: ['spotify'], skipped: ['local-folder'], releaseDateChanged: false });
    expect(await applyRevision({ prisma: db.prisma, now }, { revisionId: proposed.revisionId }, stores)).toEqual(applied);
  });
});

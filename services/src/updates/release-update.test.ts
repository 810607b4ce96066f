import { createTestDatabase } from '@slipcase/db/testing';
import type { ReleaseUpdateWorkflowInput } from '@slipcase/workflows/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@slipcase/domain';
import type { ReleaseUpdateWorkflows } from '../ports/workflows';
import { createDraftRelease, createTestUser } from '../testing/release-fixture';
import { applyRevision, finishRevision, recordRevisionDecision } from './apply-revision';
import { approveReleaseUpdate } from './decide-update';
import { previewReleaseUpdate, previewRevision } from './preview-update';
import { proposeReleaseUpdate } from './propose-update';
import { openUpdate } from './open-update';
import { pendingUpdates } from './update-queue';

/** The local-folder plugin's profile as an update reads it: it takes updates. */
const LOCAL_FOLDER = [{ id: 'local-folder', capabilities: { updates: true } }];

/** An update port that records what it was asked to start. */
function recordingUpdates() {
  const started: ReleaseUpdateWorkflowInput[] = [];
  const updates: ReleaseUpdateWorkflows = {
    start: async (input) => {
      started.push(input);
      return { workflowId: `release:${input.releaseId}:update:${input.revisionNo}`, runId: 'run-1' };
    },
    approve: () => Promise.reject(new Error('not used')),
    reject: () => Promise.reject(new Error('not used')),
  };
  return { updates, started };
}

describe('updating a live release', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const now = new Date();

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());

  async function liveRelease(plan: 'free' | 'pro' = 'pro', status: 'published' | 'approved' | 'draft' = 'published') {
    const owner = await createTestUser(db.prisma);
    await db.prisma.user.update({ where: { id: owner.id }, data: { plan, name: 'Ana Lima' } });
    const release = await createDraftRelease(db.prisma, owner.id);
    await db.prisma.release.update({ where: { id: release.id }, data: { status, platforms: ['local-folder'] } });
    await db.prisma.delivery.create({ data: { releaseId: release.id, store: 'local-folder', kind: 'new', status: 'delivered', messageId: 'm1', batchId: `b-${release.id}` } });
    return { owner, release, track: release.tracks[0]! };
  }

  const previewDeps = () => ({ prisma: db.prisma, settings: DEFAULT_SETTINGS, now, storageDir: '/nonexistent', storeEnv: {} });

  it('sends a typo fixed in the credits to review, keeps the live version until it is applied, then records "updated"', async () => {
    const { owner, release, track } = await liveRelease();
    const { updates, started } = recordingUpdates();
    const changes = { tracks: [{ trackId: track.id, contributors: [{ name: 'Ana Lima Souza', role: 'writer', sharePercent: 100 }] }] };

    const preview = await previewReleaseUpdate(previewDeps(), { releaseId: release.id, userId: owner.id, changes });
    expect(preview.fields).toEqual(['credits']);
    expect(preview.changes).toEqual([
      { kind: 'contributor', change: 'added', name: 'Ana Lima Souza', role: 'writer', from: null, to: 100, track: { number: 1, title: track.title } },
      { kind: 'contributor', change: 'removed', name: 'Ana Lima', role: 'writer', from: 100, to: null, track: { number: 1, title: track.title } },
    ]);
    const [store] = preview.stores;
    expect(store?.storeId).toBe('local-folder');
    expect(store?.patch).toMatch(/^\+.*Ana Lima Souza/m);
    expect(store?.patch).toMatch(/^-.*<ContributorPartyReference>P2/m);

    const proposed = await proposeReleaseUpdate({ prisma: db.prisma, now, updates }, { releaseId: release.id, userId: owner.id, via: 'web', changes });
    expect(proposed).toMatchObject({ revisionNo: 1, needsReview: true, fields: ['credits'] });
    expect(started).toEqual([expect.objectContaining({ releaseId: release.id, revisionId: proposed.revisionId, revisionNo: 1, needsReview: true })]);
    const stillLive = await db.prisma.trackContributor.findMany({ where: { trackId: track.id } });
    expect(stillLive.map((c) => c.name)).toEqual(['Ana Lima']);
    expect((await pendingUpdates({ prisma: db.prisma })).map((p) => p.id)).toContain(proposed.revisionId);
    // The owner is told of it, with what it changes, before writing another.
    expect(await openUpdate({ prisma: db.prisma }, { releaseId: release.id })).toEqual({
      revisionId: proposed.revisionId,
      number: 1,
      status: 'pending_review',
      changes: preview.changes,
    });
    expect((await previewRevision(previewDeps(), { revisionId: proposed.revisionId })).stores[0]?.patch).toBe(store?.patch);

    const operator = await createTestUser(db.prisma, 'operator');
    const decidedAt = new Date('2030-01-02T10:00:00Z');
    const appliedAt = new Date('2030-01-02T11:00:00Z');
    const completedAt = new Date('2030-01-02T12:00:00Z');
    await recordRevisionDecision({ prisma: db.prisma, now: decidedAt }, { revisionId: proposed.revisionId, decision: 'approved', operatorId: operator.id, via: 'cli' });
    const applied = await applyRevision({ prisma: db.prisma, now: appliedAt }, { revisionId: proposed.revisionId }, LOCAL_FOLDER);
    expect(applied).toEqual({ stores: ['local-folder'], skipped: [], releaseDateChanged: false });
    expect(await applyRevision({ prisma: db.prisma, now: completedAt }, { revisionId: proposed.revisionId }, LOCAL_FOLDER)).toEqual(applied);
    const credits = await db.prisma.trackContributor.findMany({ where: { trackId: track.id } });
    expect(credits.map((c) => [c.name, Number(c.sharePercent)])).toEqual([['Ana Lima Souza', 100]]);
    const events = await db.prisma.activityEvent.findMany({ where: { releaseId: release.id, type: 'updated' } });
    expect(events).toHaveLength(1);
    // Applied by the operator who approved it, from where they approved it (the artist proposed it on the web).
    expect(events[0]).toMatchObject({ reason: 'credits', actorId: operator.id, actorRole: 'operator', via: 'cli' });

    await finishRevision({ prisma: db.prisma, now: completedAt }, { revisionId: proposed.revisionId, status: 'delivered' });
    expect(await openUpdate({ prisma: db.prisma }, { releaseId: release.id })).toBeNull();
    // Each stamp is the time the use case was given, never a clock of its own.
    expect(await db.prisma.releaseRevision.findUniqueOrThrow({ where: { id: proposed.revisionId } })).toMatchObject({
      status: 'delivered',
      decidedAt,
      appliedAt,
      completedAt,
    });
  });

  it('closes the revision at the time it was given when no workflow takes it', async () => {
    const { owner, release, track } = await liveRelease();
    const { updates } = recordingUpdates();
    const failing: ReleaseUpdateWorkflows = { ...updates, start: () => Promise.reject(new Error('no worker')) };
    const input = { releaseId: release.id, userId: owner.id, via: 'web' as const, changes: { tracks: [{ trackId: track.id, explicit: true }] } };
    await expect(proposeReleaseUpdate({ prisma: db.prisma, now, updates: failing }, input)).rejects.toThrow('no worker');
    expect(await db.prisma.releaseRevision.findFirstOrThrow({ where: { releaseId: release.id } })).toMatchObject({ status: 'failed', completedAt: now });
  });

  it('sends an explicit flag without review, and one update at a time', async () => {
    const { owner, release, track } = await liveRelease();
    const { updates } = recordingUpdates();
    const deps = { prisma: db.prisma, now, updates };
    const input = { releaseId: release.id, userId: owner.id, via: 'web' as const, changes: { tracks: [{ trackId: track.id, explicit: true }] } };
    const proposed = await proposeReleaseUpdate(deps, input);
    expect(proposed).toMatchObject({ needsReview: false, fields: ['explicit'] });
    expect(await db.prisma.releaseRevision.findUniqueOrThrow({ where: { id: proposed.revisionId } })).toMatchObject({ status: 'approved' });
    await expect(proposeReleaseUpdate(deps, { ...input, changes: { label: 'Mine' } })).rejects.toMatchObject({ code: 'update_pending' });
    // Nobody reviewed it: the artist who sent it applied it, from where they sent it.
    await applyRevision({ prisma: db.prisma, now }, { revisionId: proposed.revisionId }, LOCAL_FOLDER);
    const [event] = await db.prisma.activityEvent.findMany({ where: { releaseId: release.id, type: 'updated' } });
    expect(event).toMatchObject({ actorId: owner.id, actorRole: 'artist', via: 'web' });
  });

  it('updates a release with a takedown requested in the stores the takedown is not removing it from, and only while one is left', async () => {
    const { owner, release, track } = await liveRelease();
    await db.prisma.release.update({ where: { id: release.id }, data: { status: 'takedown_requested' } });
    const deps = { prisma: db.prisma, now, updates: recordingUpdates().updates };
    const changes = { tracks: [{ trackId: track.id, explicit: true }] };
    // The takedown waits for its day: it has sent nothing, and the store still takes the update.
    const preview = await previewReleaseUpdate({ ...previewDeps(), stores: [{ ...LOCAL_FOLDER[0]!, name: 'Local folder' }] }, { releaseId: release.id, userId: owner.id, changes });
    expect(preview.stores.map((store) => store.storeId)).toEqual(['local-folder']);
    // Its day came: the takedown is under way in the only store, which an update no longer reaches.
    await db.prisma.delivery.create({ data: { releaseId: release.id, store: 'local-folder', kind: 'takedown', status: 'delivering', batchId: `t-${release.id}` } });
    await expect(proposeReleaseUpdate(deps, { releaseId: release.id, userId: owner.id, via: 'web', changes })).rejects.toMatchObject({ code: 'update_not_live' });
    await db.prisma.delivery.updateMany({ where: { releaseId: release.id, kind: 'takedown' }, data: { status: 'failed' } });
    await db.prisma.delivery.create({ data: { releaseId: release.id, store: 'deezer', kind: 'new', status: 'delivered', batchId: `d-${release.id}` } });
    expect(await proposeReleaseUpdate(deps, { releaseId: release.id, userId: owner.id, via: 'web', changes })).toMatchObject({ fields: ['explicit'] });
  });

  it('refuses with why what needs a new release, breaks track linking or the plan does not allow, recording nothing', async () => {
    const { owner, release, track } = await liveRelease('free');
    const { updates, started } = recordingUpdates();
    const deps = { prisma: db.prisma, now, updates };
    const propose = (changes: object) => proposeReleaseUpdate(deps, { releaseId: release.id, userId: owner.id, via: 'web', changes });
    await expect(propose({ title: 'Another' })).rejects.toMatchObject({ code: 'update_needs_new_release', field: 'title' });
    await expect(propose({ tracks: [{ trackId: track.id, isrc: 'QZABC2600009' }] })).rejects.toMatchObject({
      code: 'update_breaks_track_linking',
      field: `tracks.${track.id}.isrc`,
    });
    await expect(propose({ tracks: [{ trackId: track.id, lyrics: 'la la la' }] })).rejects.toMatchObject({ code: 'premium_required' });
    await expect(propose({ releaseDate: '2020-01-01' })).rejects.toMatchObject({ code: 'update_release_date_live' });
    await expect(propose({})).rejects.toMatchObject({ code: 'update_no_changes' });
    const stranger = await createTestUser(db.prisma);
    await expect(proposeReleaseUpdate(deps, { releaseId: release.id, userId: stranger.id, via: 'web', changes: { label: 'X' } })).rejects.toMatchObject({
      code: 'not_found',
    });
    expect(await db.prisma.releaseRevision.count({ where: { releaseId: release.id } })).toBe(0);
    expect(started).toEqual([]);
  });

  it('moves the date of an approved release only with the notice a new one needs, and never a draft', async () => {
    const { owner, release } = await liveRelease('pro', 'approved');
    const { updates } = recordingUpdates();
    const deps = { prisma: db.prisma, now, updates };
    const propose = (changes: object) => proposeReleaseUpdate(deps, { releaseId: release.id, userId: owner.id, via: 'cli', changes });
    const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
    await expect(propose({ releaseDate: tomorrow })).rejects.toMatchObject({ code: 'standard_notice' });
    await expect(propose({ releaseDate: 'soon' })).rejects.toMatchObject({ code: 'invalid_release_date' });
    const later = new Date(now.getTime() + 60 * 86_400_000).toISOString().slice(0, 10);
    await expect(propose({ releaseDate: later })).resolves.toMatchObject({ fields: ['releaseDate'], needsReview: false });

    const draft = await liveRelease('pro', 'draft');
    await expect(proposeReleaseUpdate(deps, { releaseId: draft.release.id, userId: draft.owner.id, via: 'web', changes: { label: 'X' } })).rejects.toMatchObject({
      code: 'update_not_live',
    });
    // A draft with no track yet, and an update naming a track it does not have: refused, not a crash.
    await db.prisma.track.deleteMany({ where: { releaseId: draft.release.id } });
    const credits = { tracks: [{ trackId: 'no-such-track', contributors: [{ name: 'Ana', role: 'Composer', sharePercent: null }] }] };
    await expect(proposeReleaseUpdate(deps, { releaseId: draft.release.id, userId: draft.owner.id, via: 'web', changes: credits })).rejects.toMatchObject({
      code: 'update_not_live',
    });
  });

  it('lets only an operator decide, and only while the update waits for review', async () => {
    const { owner, release } = await liveRelease();
    const { updates } = recordingUpdates();
    const proposed = await proposeReleaseUpdate({ prisma: db.prisma, now, updates }, { releaseId: release.id, userId: owner.id, via: 'web', changes: { label: 'New Label' } });
    const decided: unknown[] = [];
    const deciding: ReleaseUpdateWorkflows = { ...updates, approve: async (...args) => (decided.push(args), { releaseId: release.id, revisionId: proposed.revisionId, status: 'approved', deliveries: [] }) };
    await expect(approveReleaseUpdate({ prisma: db.prisma, updates: deciding }, { revisionId: proposed.revisionId, operatorId: owner.id, via: 'web' })).rejects.toMatchObject({
      code: 'permission_denied',
    });
    const operator = await createTestUser(db.prisma, 'operator');
    await approveReleaseUpdate({ prisma: db.prisma, updates: deciding }, { revisionId: proposed.revisionId, operatorId: operator.id, via: 'web', note: ' ok ' });
    expect(decided).toEqual([[release.id, 1, { operatorId: operator.id, via: 'web', note: 'ok' }]]);
    await recordRevisionDecision({ prisma: db.prisma, now }, { revisionId: proposed.revisionId, decision: 'rejected', operatorId: operator.id, via: 'web' });
    await expect(approveReleaseUpdate({ prisma: db.prisma, updates: deciding }, { revisionId: proposed.revisionId, operatorId: operator.id, via: 'web' })).rejects.toMatchObject({
      code: 'invalid_transition',
    });
  });
});

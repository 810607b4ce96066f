import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from '@slipcase/db/testing';
import { writeCover } from '@slipcase/plugin-contract/testing/test-media';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { createReleaseRow } from '../testing/releases';
import { filesUnder } from '../testing/uploads';
import { action } from './distributions.$id_.update';
import { loader as stagedCover } from './distributions.$id_.updates.$revisionId.cover';
import { loader as reviewLoader } from './operator.reviews_.updates';

// Temporal stands outside this test: the update's workflow is recorded as started.
vi.mock('@slipcase/workflows/client', async (original) => ({
  ...(await original<typeof import('@slipcase/workflows/client')>()),
  workflowPorts: () => ({
    updates: { start: async (input: { releaseId: string; revisionNo: number }) => ({ workflowId: `release:${input.releaseId}:update:${input.revisionNo}`, runId: 'r' }) },
  }),
}));

// A new cover for a live release from the owner's update page: checked as the wizard checks one, staged beside the
// live cover (which the release keeps until the update is approved), shown to the owner and staff only.
let database: TestDatabase;
let workDir: string;
let storageDir: string;
const users = { owner: { id: '', cookie: '' }, stranger: { id: '', cookie: '' }, operator: { id: '', cookie: '' } };
type Who = keyof typeof users;
const files: Record<string, string> = {};

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'slipcase-update-cover-'));
  storageDir = join(workDir, 'storage');
  process.env.SLIPCASE_STORAGE_DIR = storageDir;
  database = await useTestDatabase();
  for (const who of ['owner', 'stranger', 'operator'] as const) {
    const user = await createUser(database, { username: `cov-${who}`, password: 'pw-123456!', ...(who === 'operator' && { role: 'operator' as const }) });
    users[who] = { id: user.id, cookie: await sessionCookie(user.id) };
  }
  files.good = await writeCover(join(workDir, 'new.png'), { sizePx: 1600, format: 'png' });
  files.small = await writeCover(join(workDir, 'small.png'), { sizePx: 1000, format: 'png' });
});

afterAll(async () => {
  await database?.drop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function liveRelease(title: string) {
  const release = await createReleaseRow(database, { ownerId: users.owner.id, title, status: 'published' });
  const [track] = await database.prisma.track.findMany({ where: { releaseId: release.id } });
  await database.prisma.delivery.create({ data: { releaseId: release.id, store: 'local-folder', kind: 'new', status: 'delivered', messageId: `m-${release.id}` } });
  return { release, trackId: track!.id };
}

async function post(releaseId: string, trackId: string, intent: 'preview' | 'send', cover: string) {
  const body = new FormData();
  body.append('intent', intent);
  body.append('label', '');
  body.append('tracks[0].trackId', trackId);
  body.append('cover', new File([await readFile(cover)], 'my cover.png', { type: 'image/png' }));
  const request = new Request(`http://localhost/distributions/${releaseId}/update`, { method: 'POST', body, headers: { Cookie: users.owner.cookie } });
  const response = await action({ request, params: { id: releaseId }, context: {} });
  type Answer = { reply: { error?: Record<string, string[]> }; preview: { fields: string[]; stores: Array<{ resend: string[] }> } | null; sent: { needsReview: boolean; fields: string[] } | null };
  return { status: response.status, body: (await response.json()) as Answer };
}

const cover = (who: Who, releaseId: string, revisionId: string) =>
  stagedCover({
    request: new Request(`http://localhost/distributions/${releaseId}/updates/${revisionId}/cover`, { headers: { Cookie: users[who].cookie } }),
    params: { id: releaseId, revisionId },
    context: {},
  }).catch((thrown: unknown) => thrown as Response);

const releaseFiles = async (releaseId: string) => (await filesUnder(storageDir)).filter((f) => f.includes(releaseId));

describe('a new cover on the update page', () => {
  it('previews the cover sent again, keeping no file', async () => {
    const { release, trackId } = await liveRelease('Preview Cover');
    const { status, body } = await post(release.id, trackId, 'preview', files.good!);
    expect(status).toBe(200);
    expect(body.preview?.fields).toEqual(['artwork']);
    expect(body.preview?.stores.map((s) => s.resend)).toEqual([['cover']]);
    expect(await releaseFiles(release.id)).toEqual([]);
  });

  it('stages the cover for review without touching the live one, shown to the owner and staff only', async () => {
    const { release, trackId } = await liveRelease('Send Cover');
    const { status, body } = await post(release.id, trackId, 'send', files.good!);
    expect(status).toBe(200);
    expect(body.sent).toEqual({ needsReview: true, fields: ['artwork'] });
    const revision = await database.prisma.releaseRevision.findFirstOrThrow({ where: { releaseId: release.id } });
    const staged = (revision.changes as { cover: { key: string; width: number } }).cover;
    expect(staged.width).toBe(1600);
    expect(await releaseFiles(release.id)).toEqual([staged.key]);
    const live = await database.prisma.release.findUniqueOrThrow({ where: { id: release.id } });
    expect(live.coverKey).toBe(release.coverKey);
    // A second update while this one is open is refused, and its cover not kept.
    const again = await post(release.id, trackId, 'send', files.good!);
    expect(again.body.reply.error?.['']).toEqual(['update_pending']);
    expect(await releaseFiles(release.id)).toEqual([staged.key]);

    const shown = await cover('owner', release.id, revision.id);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await shown.arrayBuffer()).equals(await readFile(files.good!))).toBe(true);
    expect((await cover('operator', release.id, revision.id)).status).toBe(200);
    expect((await cover('stranger', release.id, revision.id)).status).toBe(404);
    expect((await cover('owner', 'another-release', revision.id)).status).toBe(404);

    const review = await reviewLoader({ request: new Request('http://localhost/operator/reviews/updates', { headers: { Cookie: users.operator.cookie } }), params: {}, context: {} });
    const { updates } = (await review.json()) as { updates: Array<{ id: string; fields: string[]; coverVersion: string | null }> };
    expect(updates.find((u) => u.id === revision.id)).toMatchObject({ fields: ['artwork'], coverVersion: release.coverSha256!.slice(0, 16) });
  });

  it('refuses a cover too small with the wizard\'s message, storing and recording nothing', async () => {
    const { release, trackId } = await liveRelease('Small Cover');
    const { status, body } = await post(release.id, trackId, 'send', files.small!);
    expect(status).toBe(422);
    expect(body.reply.error?.['']).toEqual([expect.stringMatching(/^image_too_small\b.*1500/)]);
    expect(body.sent).toBeNull();
    expect(await releaseFiles(release.id)).toEqual([]);
    expect(await database.prisma.releaseRevision.count({ where: { releaseId: release.id } })).toBe(0);
  });
});

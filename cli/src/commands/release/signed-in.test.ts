import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@slipcase/db';
import { earliestReleaseDate } from '@slipcase/domain';
import { writeCover } from '@slipcase/plugin-contract/testing';
import { writeTestMedia, type TestMedia } from '@slipcase/services/testing/media';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { runCli } from '../../testing/run-cli';
import { startSignedIn, type SignedInWorld } from '../../testing/signed-in';

// The release commands signed in: the web app's real /v1 handlers and database over HTTP, no Temporal.
let world: SignedInWorld;
let prisma: PrismaClient;
let tmp: string;
let uploads: string;
let stored: TestMedia;
let owner: Awaited<ReturnType<typeof createTestUser>>;
let stranger: Awaited<ReturnType<typeof createTestUser>>;
let token: string;
let readOnly: string;

beforeAll(async () => {
  world = await startSignedIn();
  prisma = world.db.prisma;
  tmp = await mkdtemp(join(tmpdir(), 'slipcase-cli-release-signed-in-'));
  process.env.SLIPCASE_STORAGE_DIR = join(tmp, 'storage');
  stored = await writeTestMedia(process.env.SLIPCASE_STORAGE_DIR);
  uploads = join(tmp, 'uploads');
  await writeTestMedia(uploads);
  await writeCover(join(uploads, 'small.png'), { sizePx: 1000, format: 'png' });
  owner = await createTestUser(prisma);
  stranger = await createTestUser(prisma);
  for (const user of [owner, stranger]) await prisma.user.update({ where: { id: user.id }, data: { plan: 'pro' } });
  token = await world.tokenOf(owner.id, ['read', 'write', 'submit']);
  readOnly = await world.tokenOf(owner.id, ['read']);
});

beforeEach(() => {
  world.signIn(token);
  delete process.env.SLIPCASE_USER;
});

afterAll(async () => {
  await world?.close();
  delete process.env.SLIPCASE_STORAGE_DIR;
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function cli(...args: string[]) {
  const run = await runCli(args);
  return { exit: run.exit, message: run.error?.message, stdout: run.stdout, stderr: run.stderr };
}

/** A rejected release with its review, timeline and a delivery: everything `release status` prints. */
async function rejectedRelease(): Promise<string> {
  const { id } = await createDraftRelease(prisma, owner.id, stored);
  const operator = await createTestUser(prisma, 'operator');
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));
  await prisma.release.update({ where: { id }, data: { status: 'rejected', submittedAt: at(5) } });
  await prisma.releaseReview.create({
    data: { releaseId: id, operatorId: operator.id, decision: 'rejected', reasonCodes: ['audio_error', 'invalid_cover_art'], note: 'Clicks at 0:42', createdAt: at(30) },
  });
  await prisma.activityEvent.createMany({
    data: [
      { ownerId: owner.id, releaseId: id, actorId: owner.id, actorRole: 'artist', type: 'created', toStatus: 'draft', via: 'cli', createdAt: at(0) },
      { ownerId: owner.id, releaseId: id, actorId: operator.id, actorRole: 'operator', type: 'rejected', fromStatus: 'in_review', toStatus: 'rejected', createdAt: at(30) },
    ],
  });
  const delivery = await prisma.delivery.create({
    data: { releaseId: id, store: 'local-folder', status: 'failed', error: 'disk full', startedAt: at(10), completedAt: at(11) },
  });
  await prisma.deliveryEvent.create({ data: { deliveryId: delivery.id, step: 'failed', detail: 'disk full', createdAt: at(11) } });
  return id;
}

/** The local release view as a server gives it: without storage keys and the owner's id. */
function withoutStorage(view: { owner: { username: string }; cover: object | null; tracks: Array<{ audio: object }> }) {
  const { key: _coverKey, ...cover } = (view.cover ?? {}) as { key?: string };
  return {
    ...view,
    owner: { username: view.owner.username },
    cover: view.cover && cover,
    tracks: view.tracks.map((track) => {
      const { key: _audioKey, ...audio } = track.audio as { key?: string };
      return { ...track, audio };
    }),
  };
}

describe('slipcase release status and deliveries, signed in', () => {
  it('print from the server what they print from the local database', async () => {
    const id = await rejectedRelease();
    for (const command of ['status', 'deliveries']) {
      const remote = await cli('release', command, id);
      const local = await world.signedOut(() => cli('release', command, id));
      expect(remote.exit).toBe(0);
      expect(remote.stdout).toBe(local.stdout);
    }
    const remote = await cli('release', 'status', id);
    expect(remote.stdout).toContain('Rejection (2026-11-20 09:30 UTC)');
    expect(remote.stdout).toContain('Note from the operator: Clicks at 0:42');
    expect(remote.stdout).toMatch(new RegExp(`^Owner +${owner.username}$`, 'm'));
  });

  it('print the release view and the deliveries as JSON, the view without what only the server stores', async () => {
    const id = await rejectedRelease();
    const remote = JSON.parse((await cli('release', 'status', id, '--json')).stdout);
    const local = JSON.parse((await world.signedOut(() => cli('release', 'status', id, '--json'))).stdout);
    expect(remote).toEqual(withoutStorage(local));
    expect(JSON.parse((await cli('release', 'deliveries', id, '--json')).stdout)).toEqual(local.deliveries);
  });

  it('do not show another account’s release (exit 3)', async () => {
    const { id } = await createDraftRelease(prisma, stranger.id);
    expect(await cli('release', 'status', id)).toMatchObject({ exit: 3, message: `Release ${id} not found` });
    expect(await cli('release', 'deliveries', id, '--json')).toMatchObject({ exit: 3 });
  });
});

describe('slipcase release validate', () => {
  it('prints every problem a submission would refuse (exit 5), and "ready to submit" once there is none', async () => {
    const { id } = await createDraftRelease(prisma, owner.id);
    const refused = await cli('release', 'validate', id, '--json');
    expect(refused.exit).toBe(5);
    const { error } = JSON.parse(refused.stdout) as { error: { code: string; fields: Array<{ field: string; code: string; message: string }> } };
    expect(error.code).toBe('invalid_input');
    expect(error.fields).toContainEqual({ field: 'artwork', code: 'artwork_required', message: expect.any(String) });
    expect((await cli('release', 'validate', id)).message).toMatch(/^artwork: /m);

    const { id: complete } = await createDraftRelease(prisma, owner.id, stored);
    expect(await cli('release', 'validate', complete)).toMatchObject({
      exit: 0,
      stdout: `Release ${complete} has no problems: ready to submit (slipcase release submit ${complete}).\n`,
    });
  });

  it('does not check another account’s release (exit 3; locally, exit 4 naming its owner)', async () => {
    const { id } = await createDraftRelease(prisma, stranger.id);
    expect(await cli('release', 'validate', id)).toMatchObject({ exit: 3, message: `Release ${id} not found` });
    expect(await world.signedOut(() => cli('release', 'validate', id, '--as', owner.username))).toMatchObject({
      exit: 4,
      message: `Permission denied: release ${id} belongs to ${stranger.username}, not ${owner.username}`,
    });
  });
});

describe('slipcase release create, signed in', () => {
  const create = (...extra: string[]) =>
    cli(
      'release', 'create', '--artist', 'Sine Qua Non', '--title', 'Four Forty', '--track-title', 'A Above Middle C',
      '--audio', join(uploads, stored.audio.key), '--cover', join(uploads, stored.cover.key), ...extra,
    );
  const releaseCount = () => prisma.release.count({ where: { ownerId: owner.id } });

  beforeAll(async () => {
    await prisma.artist.create({ data: { ownerId: owner.id, name: 'Sine Qua Non', mainGenre: 'electronic' } });
  });

  it('makes the draft, sends both files with a progress bar and credits the account holder, ready to submit', async () => {
    const made = await create('--accept-agreements', '--explicit');
    expect(made.message).toBeUndefined();
    const id = made.stdout.trim();
    expect(made.stderr).toMatch(/\] 100% {2}1\/1 releases .* Four Forty\n/);
    const release = await prisma.release.findUniqueOrThrow({
      where: { id },
      include: { artist: true, tracks: { include: { performers: true, contributors: true } } },
    });
    expect(release).toMatchObject({ title: 'Four Forty', type: 'single', status: 'draft', primaryGenre: 'electronic', language: 'en', coverSha256: stored.cover.sha256 });
    expect(release.agreements).toHaveLength(3);
    // Without --release-date, the earliest date a standard release accepts (the web's new draft's).
    expect(release.releaseDate.toISOString().slice(0, 10)).toBe(earliestReleaseDate({ schedule: 'standard', now: new Date() }));
    const [track] = release.tracks;
    expect(track).toMatchObject({ number: 1, title: 'A Above Middle C', explicit: true, audioSha256: stored.audio.sha256 });
    expect(track?.performers.map((each) => each.name)).toEqual([owner.name]);
    expect(track?.contributors.map((each) => [each.name, each.role, Number(each.sharePercent)])).toEqual([[owner.name, 'writer', 100]]);

    expect((await cli('release', 'validate', id)).exit).toBe(0);
  });

  it('prints the release view with --json, as release status does', async () => {
    const made = await create('--json', '--release-date', '2031-03-14');
    const view = JSON.parse(made.stdout) as { id: string; releaseDate: string };
    expect(view.releaseDate).toBe('2031-03-14');
    expect(view).toEqual(JSON.parse((await cli('release', 'status', view.id, '--json')).stdout));
  });

  it('refuses a cover too small before sending anything (exit 5), and makes nothing', async () => {
    const before = await releaseCount();
    const args = ['release', 'create', '--artist', 'Sine Qua Non', '--title', 'X', '--track-title', 'Y'];
    const refused = await cli(...args, '--audio', join(uploads, stored.audio.key), '--cover', join(uploads, 'small.png'));
    expect(refused).toMatchObject({ exit: 5, message: 'cover: Image dimensions are too small. Minimum required size is 1500px.' });
    const missing = await cli(...args, '--audio', join(tmp, 'nope.wav'), '--cover', join(uploads, stored.cover.key));
    expect(missing).toMatchObject({ exit: 5, message: `audio: File not found: ${join(tmp, 'nope.wav')}` });
    expect(await releaseCount()).toBe(before);
  });

  it('names the flag of a field the server refuses, another account’s artist is not found, and nothing is made', async () => {
    const before = await releaseCount();
    expect(await create('--release-date', '14/03/2031')).toMatchObject({ exit: 5, message: expect.stringMatching(/^release-date: /) });
    const { artistId } = await createDraftRelease(prisma, stranger.id);
    const notHers = await cli('release', 'create', '--artist', artistId, '--title', 'X', '--track-title', 'Y',
      '--audio', join(uploads, stored.audio.key), '--cover', join(uploads, stored.cover.key));
    expect(notHers).toMatchObject({ exit: 3, message: `Artist ${artistId} not found among ${owner.username}'s artists` });
    expect(await releaseCount()).toBe(before);
  });

  it('is refused with a token without the write scope (exit 4), and --as is a usage error (exit 2)', async () => {
    world.signIn(readOnly);
    expect(await create()).toMatchObject({ exit: 4, message: 'This access token lacks the “write” scope this call needs.' });
    world.signIn(token);
    expect(await create('--as', owner.username)).toMatchObject({ exit: 2, message: expect.stringMatching(/^--as is for acting on the local database, but the CLI is signed in to http:/) });
  });
});

describe('slipcase release submit, reopen, takedown and cancel-takedown, signed in (refusals before Temporal)', () => {
  it('submit lists what an incomplete draft lacks (exit 5), even with SLIPCASE_USER set for local use', async () => {
    process.env.SLIPCASE_USER = 'someone-else';
    const { id } = await createDraftRelease(prisma, owner.id);
    const refused = await cli('release', 'submit', id);
    expect(refused.exit).toBe(5);
    expect(refused.message).toMatch(/^artwork: /m);
    expect(await prisma.release.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'draft' });
  });

  it('another account’s release is not found (exit 3), a token without the scope is refused (exit 4), --as is a usage error (exit 2)', async () => {
    const { id: theirs } = await createDraftRelease(prisma, stranger.id);
    const { id: mine } = await createDraftRelease(prisma, owner.id, stored);
    for (const command of ['submit', 'reopen', 'cancel-takedown']) {
      expect(await cli('release', command, theirs)).toMatchObject({ exit: 3, message: `Release ${theirs} not found` });
    }
    expect(await cli('release', 'takedown', theirs, '--reason', 'no_streams', '--yes')).toMatchObject({ exit: 3 });
    world.signIn(readOnly);
    expect(await cli('release', 'submit', mine, '--json')).toMatchObject({ exit: 4 });
    expect(await cli('release', 'submit', mine)).toMatchObject({ exit: 4, message: 'This access token lacks the “submit” scope this call needs.' });
    world.signIn(token);
    expect(await cli('release', 'submit', mine, '--as', owner.username)).toMatchObject({ exit: 2 });
    expect(await prisma.release.findUniqueOrThrow({ where: { id: mine } })).toMatchObject({ status: 'draft' });
  });

  it('say what the release’s status forbids, as the local commands do (exit 4)', async () => {
    const { id: draft } = await createDraftRelease(prisma, owner.id, stored);
    expect(await cli('release', 'reopen', draft)).toMatchObject({ exit: 4, message: `Release ${draft} cannot be reopened: it is not rejected (status: Draft)` });
    expect(await cli('release', 'takedown', draft, '--reason', 'no_streams', '--yes')).toMatchObject({
      exit: 4,
      message: `Release ${draft} cannot be taken down: it is not published (status: Draft)`,
    });
    const { id: published } = await createDraftRelease(prisma, owner.id, stored);
    await prisma.release.update({ where: { id: published }, data: { status: 'published' } });
    expect(await cli('release', 'cancel-takedown', published)).toMatchObject({
      exit: 4,
      message: `Release ${published} has no takedown to cancel (status: Published)`,
    });
  });

  it('takedown checks its reason (exit 5) and wants --yes where nobody can answer (exit 2)', async () => {
    const { id } = await createDraftRelease(prisma, owner.id, stored);
    await prisma.release.update({ where: { id }, data: { status: 'published' } });
    expect(await cli('release', 'takedown', id, '--reason', 'boredom', '--yes')).toMatchObject({ exit: 5, message: expect.stringMatching(/^reason: Unknown takedown reason "boredom"/) });
    expect(await cli('release', 'takedown', id, '--reason', 'no_streams', '--json')).toMatchObject({ exit: 2 });
    expect(await prisma.takedownRequest.count({ where: { releaseId: id } })).toBe(0);
  });
});

import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestDatabase } from '@slipcase/db/testing';
import { writeTestMedia } from '@slipcase/services/testing/media';
import { validateXml } from '@slipcase/plugin-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewItem } from '../server/review-queue.server';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { createReleaseRow } from '../testing/releases';
import { loader } from './operator.reviews';
import { loader as feedLoader } from './operator.reviews_.$id.feed[.]xml';

let database: TestDatabase;
let storageDir: string;
const cookies = { artist: '', operator: '' };
const ids = { overdue: '', lowRes: '', reviewedAgain: '', noCover: '' };

beforeAll(async () => {
  database = await useTestDatabase();
  const artist = await createUser(database, { username: 'artist', password: 'pw-123456!' });
  const operator = await createUser(database, { username: 'operator', password: 'pw-123456!', role: 'operator' });
  cookies.artist = await sessionCookie(artist.id);
  cookies.operator = await sessionCookie(operator.id);
  const inReview = (title: string, submittedAt: string, extra: Partial<Parameters<typeof createReleaseRow>[1]> = {}) =>
    createReleaseRow(database, { ownerId: artist.id, title, status: 'in_review', submittedAt: new Date(submittedAt), ...extra });

  // Submitted in this order: the queue must show the oldest first, whatever the creation order.
  const lowRes = await inReview('Low Res', '2031-01-03T09:00:00Z', {
    track: { sampleRate: 22_050, bitsPerSample: 16, durationMs: 45_000 },
    cover: { width: 1000, height: 1000 },
  });
  const overdue = await inReview('Overdue', '2031-01-01T09:00:00Z');
  const reviewedAgain = await inReview('Reviewed Again', '2031-01-02T09:00:00Z');
  const noCover = await createReleaseRow(database, { ownerId: artist.id, title: 'No Cover', status: 'draft', cover: null });
  Object.assign(ids, { overdue: overdue.id, lowRes: lowRes.id, reviewedAgain: reviewedAgain.id, noCover: noCover.id });

  // The preview builds the batch a delivery would (its media converted): the overdue release's files are real ones.
  storageDir = await mkdtemp(join(tmpdir(), 'slipcase-reviews-'));
  process.env.SLIPCASE_STORAGE_DIR = storageDir;
  const media = await writeTestMedia(storageDir);
  const stored = await database.prisma.release.findUniqueOrThrow({ where: { id: overdue.id }, include: { tracks: true } });
  for (const [from, key] of [[media.cover.key, stored.coverKey!], [media.audio.key, stored.tracks[0]!.audioKey]] as const) {
    await mkdir(dirname(join(storageDir, key)), { recursive: true });
    await copyFile(join(storageDir, from), join(storageDir, key));
  }

  const event = (releaseId: string, type: string, at: string) => ({
    ownerId: artist.id,
    releaseId,
    actorRole: 'system',
    type,
    createdAt: new Date(at),
  });
  await database.prisma.activityEvent.createMany({
    data: [
      event(overdue.id, 'in_review', '2031-01-01T09:00:00Z'),
      event(overdue.id, 'review_overdue', '2031-01-03T09:00:00Z'),
      // Overdue in an earlier round, then rejected, reopened and in review again: not overdue now.
      event(reviewedAgain.id, 'in_review', '2030-12-01T09:00:00Z'),
      event(reviewedAgain.id, 'review_overdue', '2030-12-03T09:00:00Z'),
      event(reviewedAgain.id, 'in_review', '2031-01-02T09:00:00Z'),
    ],
  });
});

afterAll(async () => {
  await database?.drop();
  delete process.env.SLIPCASE_STORAGE_DIR;
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

function get(who: keyof typeof cookies, path: string, params: Record<string, string> = {}) {
  return { request: new Request(`http://localhost${path}`, { headers: { Cookie: cookies[who] } }), params, context: {} };
}

async function thrownStatus(promise: Promise<unknown>): Promise<number> {
  const thrown = await promise.then(() => null, (error: unknown) => error);
  return thrown instanceof Response ? thrown.status : -1;
}

describe('review queue', () => {
  it('lists releases in review oldest first, flags the overdue review of this round, and checks the media', async () => {
    const { releases } = (await (await loader(get('operator', '/operator/reviews'))).json()) as { releases: ReviewItem[] };
    expect(releases.map((release) => release.title)).toEqual(['Overdue', 'Reviewed Again', 'Low Res']);
    expect(releases.map((release) => release.overdue)).toEqual([true, false, false]);

    const [good, , low] = releases;
    expect(good?.tracks[0]).toMatchObject({ sampleRate: 44_100, bitsPerSample: 16, problem: null, meetsStoreQuality: true });
    expect(good?.cover).toMatchObject({ width: 1500, height: 1500, problem: null });
    expect(low?.tracks[0]).toMatchObject({ problem: 'audio_too_short {"min":1}', meetsStoreQuality: false });
    expect(low?.cover.problem).toBe('image_too_small {"min":1500}');
  });

  it('is for operators only', async () => {
    expect(await thrownStatus(loader(get('artist', '/operator/reviews')))).toBe(403);
  });
});

describe('feed preview', () => {
  const feed = (who: keyof typeof cookies, id: string) => feedLoader(get(who, `/operator/reviews/${id}/feed.xml`, { id }));

  it('gives an operator the ERN 4.3 message the store would get, valid against the official schema', async () => {
    const response = await feed('operator', ids.overdue);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    await expect(validateXml(xml, 'ern-4.3')).resolves.toBeUndefined();
    const release = await database.prisma.release.findUniqueOrThrow({ where: { id: ids.overdue }, include: { tracks: true } });
    expect(xml).toContain(`<ICPN>${release.upc}</ICPN>`);
    expect(xml).toContain(`<ISRC>${release.tracks[0]?.isrc}</ISRC>`);
    expect(xml).toContain('<TitleText>Overdue</TitleText>');
    // A preview can never be taken for a delivery.
    expect(xml).toContain('<MessageControlType>TestMessage</MessageControlType>');
  });

  it('is forbidden to artists, even for their own release', async () => {
    expect(await thrownStatus(feed('artist', ids.overdue))).toBe(403);
  });

  it('says why when the release cannot make a feed, and is not found for an unknown release', async () => {
    const response = await feed('operator', ids.noCover);
    expect(response.status).toBe(409);
    expect(await response.text()).toBe('No feed can be built for this release:\n- artwork: The release is incomplete: artwork.\n');
    expect(await thrownStatus(feed('operator', 'no-such-release'))).toBe(404);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@slipcase/db';
import { createTestDatabase } from '@slipcase/db/testing';
import { assignIsrc, assignUpc, DEFAULT_SETTINGS, emptyTrackDraft, trackDetails, type PlatformTier } from '@slipcase/domain';
import { createSingleRelease } from './create-release';
import { LocalFileStorage } from '../storage/storage';
import { createTestUser } from '../testing/release-fixture';
import { writeAudio } from '../testing/media';
import { saveBasicInfo, writeBasicInfo } from '../wizard/basic-info';
import { saveTrack, writeTrack } from '../wizard/tracks';
import type { TrackOwner } from '../wizard/wizard-inputs';
import { basicInfoInput } from '../testing/basic-info';

// Issue 17, items 1 and 2: a typed identifier must never block the numbers the platform assigns to others.
const NOW = new Date('2026-11-27T10:00:00Z');
const STORES: PlatformTier[] = [{ id: 'local-folder', tier: 'free' }];

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;
let dir: string;
let storage: LocalFileStorage;
let squatter: TrackOwner;
let victim: TrackOwner;
let victimArtistId: string;
const files = { audio: '', cover: '' };

const deps = () => ({ prisma, storage, now: NOW, settings: DEFAULT_SETTINGS, stores: STORES });
const nextValue = async (name: string) => ((await prisma.sequence.findUnique({ where: { name } }))?.value ?? 0) + 1;
const nextUpc = async () => assignUpc(DEFAULT_SETTINGS.upcCompanyPrefix, await nextValue('upc'));
const nextIsrc = async () => assignIsrc(DEFAULT_SETTINGS.isrcPrefix, NOW.getUTCFullYear(), await nextValue('isrc'));

async function owner(plan: 'free' | 'pro'): Promise<TrackOwner> {
  const user = await createTestUser(prisma);
  await prisma.user.update({ where: { id: user.id }, data: { plan } });
  return { id: user.id, plan, timeZone: 'UTC', name: user.name };
}

async function single(of: TrackOwner) {
  const artistId = (await prisma.artist.create({ data: { ownerId: of.id, name: 'Act' } })).id;
  const made = await createSingleRelease(deps(), {
    ownerId: of.id,
    artistId,
    title: 'Filed',
    releaseDate: '2027-01-15',
    trackTitle: 'Track',
    audio: { path: files.audio, fileName: 'song.wav' },
    cover: { path: files.cover, fileName: 'cover.png' },
  });
  return prisma.release.findUniqueOrThrow({ where: { id: made.releaseId }, include: { tracks: true } });
}

const basics = (artistId: string, upc: string | null) => basicInfoInput(artistId, { upc });

const withIsrc = (trackId: string, isrc: string) => ({ trackId, ...trackDetails({ ...emptyTrackDraft(1), title: 'Track' }), isrc });

beforeAll(async () => {
  db = await createTestDatabase();
  prisma = db.prisma;
  dir = await mkdtemp(join(tmpdir(), 'slipcase-squatting-'));
  storage = new LocalFileStorage(join(dir, 'storage'));
  files.audio = await writeAudio(join(dir, 'song.wav'), { seconds: 65, format: 'wav' });
  files.cover = join(dir, 'cover.png');
  await sharp({ create: { width: 1500, height: 1500, channels: 3, background: '#c0ffee' } }).png().toFile(files.cover);
  squatter = await owner('pro');
  victim = await owner('free');
  victimArtistId = (await prisma.artist.create({ data: { ownerId: victim.id, name: 'Victim' } })).id;
});

afterAll(async () => {
  await db?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a typed ISRC', () => {
  it('in the platform’s own range is refused (isrc_reserved) and not stored', async () => {
    const release = await single(squatter);
    const track = release.tracks[0]!;
    const next = await nextIsrc();
    const saved = await saveTrack(deps(), squatter, release.id, withIsrc(track.id, next));
    if (!('errors' in saved)) throw new Error('track not found');
    expect(saved.errors).toContainEqual({ code: 'isrc_reserved', field: 'isrc', params: { prefix: DEFAULT_SETTINGS.isrcPrefix } });
    expect(await prisma.track.findUniqueOrThrow({ where: { id: track.id } })).toMatchObject({ isrc: track.isrc, isrcEntered: false });
    expect((await single(victim)).tracks).toHaveLength(1);
  });

  it('another account’s track has answers isrc_taken (not a 500), nothing written', async () => {
    const theirs = (await single(victim)).tracks[0]!;
    await prisma.track.update({ where: { id: theirs.id }, data: { isrc: 'GBXYZ2600001', isrcEntered: true } });
    const release = await single(squatter);
    const track = release.tracks[0]!;
    expect(await writeTrack(deps(), squatter, release.id, withIsrc(track.id, 'GB-XYZ-26-00001'))).toEqual({ isrcTaken: true });
    const saved = await saveTrack(deps(), squatter, release.id, withIsrc(track.id, 'GBXYZ2600001'));
    expect(saved).toEqual({ errors: [{ code: 'isrc_taken', field: 'isrc' }], warnings: [] });
    expect(await prisma.track.findUniqueOrThrow({ where: { id: track.id } })).toMatchObject({ isrc: track.isrc });
    // A free one is kept.
    expect(await writeTrack(deps(), squatter, release.id, withIsrc(track.id, 'GBXYZ2600002'))).toEqual({ number: 1 });
  });

  it('already holding the next assigned number (stored before the rule) is drawn past: uploads go on', async () => {
    const release = await single(squatter);
    const squatted = await nextIsrc();
    await prisma.track.update({ where: { id: release.tracks[0]!.id }, data: { isrc: squatted, isrcEntered: true } });
    const filed = await single(victim);
    expect(filed.tracks[0]!.isrc).not.toBe(squatted);
    expect(filed.tracks[0]!.isrc.startsWith(DEFAULT_SETTINGS.isrcPrefix)).toBe(true);
  });
});

describe('a typed UPC', () => {
  it('in the platform’s company prefix is refused (upc_reserved), in either spelling, and not stored', async () => {
    const artistId = (await prisma.artist.create({ data: { ownerId: squatter.id, name: 'Squat' } })).id;
    const existing = await single(squatter);
    const next = await nextUpc();
    const reserved = { code: 'upc_reserved', field: 'upc', params: { prefix: DEFAULT_SETTINGS.upcCompanyPrefix } };
    for (const typed of [next, next.slice(1)]) {
      expect(await saveBasicInfo(deps(), squatter, null, basics(artistId, typed))).toEqual({ errors: expect.arrayContaining([reserved]) });
      const saved = await saveBasicInfo(deps(), squatter, existing.id, basics(artistId, typed));
      if (!('releaseId' in saved)) throw new Error(`refused: ${JSON.stringify(saved)}`);
      expect(saved.check.errors).toContainEqual(reserved);
      expect(await prisma.release.findUniqueOrThrow({ where: { id: existing.id } })).toMatchObject({ upc: existing.upc, upcEntered: false });
    }
    expect(await prisma.release.count({ where: { upc: { in: [next, next.slice(1)] } } })).toBe(0);
    expect(await writeBasicInfo(deps(), victim, null, basics(victimArtistId, null))).toEqual({ releaseId: expect.any(String) });
  });

  it('already holding the next assigned code (stored before the rule) is drawn past: new releases go on', async () => {
    const squatted = await nextUpc();
    const release = await single(squatter);
    await prisma.release.update({ where: { id: release.id }, data: { upc: squatted, upcEntered: true } });
    const written = await writeBasicInfo(deps(), victim, null, basics(victimArtistId, null));
    if (!('releaseId' in written)) throw new Error(`refused: ${JSON.stringify(written)}`);
    expect((await prisma.release.findUniqueOrThrow({ where: { id: written.releaseId } })).upc).not.toBe(squatted);
    expect((await single(victim)).upc).not.toBe(squatted);
  });
});

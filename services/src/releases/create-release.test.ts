import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@slipcase/db';
import { createTestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS, RELEASE_AGREEMENTS, isValidUpc, normalizeIsrc, type FieldError, type PlatformTier } from '@slipcase/domain';
import {
  ReleaseValidationError,
  createSingleRelease,
  type CreateSingleReleaseInput,
} from './create-release';
import { LocalFileStorage } from '../storage/storage';
import { writeAudio } from '../testing/media';

const NOW = new Date('2026-11-22T10:00:00Z');

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;
let dir: string;
let storage: LocalFileStorage;
let ownerId: string;
let artistId: string;
let strangersArtistId: string;
const files = {
  wav: '',
  cover: '',
  smallCover: '',
  textAsWav: '',
  textAsPng: '',
  silentMiddle: '',
};

async function makeUser(handle: string) {
  return prisma.user.create({
    data: { email: `${handle}@example.test`, username: handle, name: handle, passwordHash: 'unused' },
  });
}

async function png(path: string, size: number) {
  await sharp({ create: { width: size, height: size, channels: 3, background: '#c0ffee' } }).png().toFile(path);
}

beforeAll(async () => {
  db = await createTestDatabase();
  prisma = db.prisma;
  dir = await mkdtemp(join(tmpdir(), 'slipcase-create-release-'));
  storage = new LocalFileStorage(join(dir, 'storage'));

  files.wav = join(dir, 'song.wav');
  await promisify(execFile)('ffmpeg', [
    '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=65', '-ac', '2', '-ar', '44100', files.wav,
  ]);
  files.cover = join(dir, 'cover.png');
  await png(files.cover, 1500);
  files.smallCover = join(dir, 'small.png');
  await png(files.smallCover, 1000);
  files.textAsWav = join(dir, 'notes.wav');
  await writeFile(files.textAsWav, 'These are lyrics, not audio.\n'.repeat(100));
  files.silentMiddle = await writeAudio(join(dir, 'gap.wav'), { seconds: 90, silence: { at: 40, seconds: 12 }, format: 'wav' });
  files.textAsPng = join(dir, 'notes.png');
  await writeFile(files.textAsPng, 'Not a picture either.\n');

  const owner = await makeUser('owner');
  ownerId = owner.id;
  artistId = (await prisma.artist.create({ data: { ownerId, name: 'Sine Qua Non' } })).id;
  const stranger = await makeUser('stranger');
  strangersArtistId = (await prisma.artist.create({ data: { ownerId: stranger.id, name: 'Not Yours' } })).id;
});

afterAll(async () => {
  await db?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

function input(overrides: Partial<CreateSingleReleaseInput> = {}): CreateSingleReleaseInput {
  return {
    ownerId,
    artistId,
    title: 'Four Forty',
    releaseDate: '2027-01-15',
    trackTitle: 'A Above Middle C',
    audio: { path: files.wav, fileName: 'song.wav' },
    cover: { path: files.cover, fileName: 'cover.png' },
    ...overrides,
  };
}

const STORES: PlatformTier[] = [
  { id: 'local-folder', tier: 'free' },
  { id: 'tidal', tier: 'premium' },
];

const create = (overrides: Partial<CreateSingleReleaseInput> = {}) =>
  createSingleRelease({ prisma, storage, now: NOW, settings: DEFAULT_SETTINGS, stores: STORES }, input(overrides));

async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(storage.rootDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  } catch {
    return [];
  }
}

const counts = async () => ({
  releases: await prisma.release.count(),
  tracks: await prisma.track.count(),
  events: await prisma.activityEvent.count(),
  files: await storedFiles(),
});

/** Runs a creation that must fail validation; returns its errors after checking it left nothing behind. */
async function expectRejected(overrides: Partial<CreateSingleReleaseInput>): Promise<FieldError[]> {
  const before = await counts();
  const error = await create(overrides).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ReleaseValidationError);
  expect(await counts()).toEqual(before);
  return (error as ReleaseValidationError).errors;
}

const sha256 = async (path: string) => createHash('sha256').update(await readFile(path)).digest('hex');

describe('createSingleRelease', () => {
  it('refuses a track with 12 seconds of silence in the middle with the upload\'s own error, leaving nothing behind', async () => {
    expect(await expectRejected({ audio: { path: files.silentMiddle, fileName: 'gap.wav' } })).toEqual([
      { code: 'silence_too_long', field: 'audio', params: { seconds: 12, at: '0:40', max: 10 } },
    ]);
  });

  it('creates a draft single, its track with what ffprobe read, the stored files and a created event', async () => {
    const { releaseId } = await create({ explicit: true });

    const release = await prisma.release.findUniqueOrThrow({
      where: { id: releaseId },
      include: { tracks: true, events: true },
    });
    expect(release).toMatchObject({
      ownerId,
      artistId,
      title: 'Four Forty',
      type: 'single',
      status: 'draft',
      coverFormat: 'png',
      coverWidth: 1500,
      coverHeight: 1500,
      coverKey: `releases/${releaseId}/cover.png`,
      coverSha256: await sha256(files.cover),
    });
    expect(release.releaseDate.toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(isValidUpc(release.upc)).toBe(true);
    expect(release.upc.startsWith(DEFAULT_SETTINGS.upcCompanyPrefix)).toBe(true);

    expect(release.tracks).toHaveLength(1);
    const [track] = release.tracks;
    expect(track).toMatchObject({
      number: 1,
      title: 'A Above Middle C',
      explicit: true,
      audioKey: `releases/${releaseId}/tracks/01.wav`,
      audioFormat: 'wav',
      audioSha256: await sha256(files.wav),
      sampleRate: 44_100,
      channels: 2,
      bitsPerSample: 16,
    });
    expect(track?.durationMs).toBeGreaterThanOrEqual(64_900);
    expect(track?.durationMs).toBeLessThanOrEqual(65_100);
    expect(normalizeIsrc(track?.isrc ?? '')).toBe(track?.isrc);
    expect(track?.isrc.startsWith(`${DEFAULT_SETTINGS.isrcPrefix}26`)).toBe(true);

    expect(release.events).toEqual([
      expect.objectContaining({ type: 'created', actorRole: 'artist', actorId: ownerId, toStatus: 'draft', createdAt: NOW }),
    ]);

    const coverPath = storage.path(release.coverKey ?? '');
    expect((await readFile(coverPath)).equals(await readFile(files.cover))).toBe(true);
    expect(release.coverBytes).toBe((await readFile(files.cover)).length);
    expect(track?.audioBytes).toBe((await readFile(files.wav)).length);
  });

  it('records what one form implies: the account holder performs and wrote the track, every store the plan reaches, the agreements when accepted', async () => {
    await prisma.user.update({ where: { id: ownerId }, data: { firstName: 'Ada', lastName: 'Lovelace' } });
    const include = { tracks: { include: { performers: true, contributors: true } } } as const;
    const accepted = await prisma.release.findUniqueOrThrow({
      where: { id: (await create({ agreementsAccepted: true })).releaseId },
      include,
    });
    expect(accepted).toMatchObject({ agreements: [...RELEASE_AGREEMENTS], agreementsAcceptedAt: NOW, platforms: ['local-folder'] });
    const [track] = accepted.tracks;
    // The performer autofix takes the account's name; the writer's credit its full name.
    expect(track?.performers).toEqual([expect.objectContaining({ position: 0, name: 'owner', instrument: null })]);
    expect(track?.contributors.map(({ position, name, role, sharePercent }) => [position, name, role, Number(sharePercent)])).toEqual([
      [0, 'Ada Lovelace', 'writer', 100],
    ]);

    const given = [
      { name: 'Ada Lovelace', role: 'composer', sharePercent: 50 },
      { name: 'Charles Babbage', role: 'lyricist', sharePercent: 50 },
    ];
    const credited = await prisma.release.findUniqueOrThrow({ where: { id: (await create({ contributors: given })).releaseId }, include });
    expect(credited.agreements).toEqual([]);
    expect(credited.agreementsAcceptedAt).toBeNull();
    expect(credited.tracks[0]?.contributors.map(({ name, role }) => [name, role])).toEqual([
      ['Ada Lovelace', 'composer'],
      ['Charles Babbage', 'lyricist'],
    ]);
    await prisma.user.update({ where: { id: ownerId }, data: { plan: 'pro' } });
    expect((await prisma.release.findUniqueOrThrow({ where: { id: (await create()).releaseId } })).platforms).toEqual(['local-folder', 'tidal']);
    await prisma.user.update({ where: { id: ownerId }, data: { plan: 'free', firstName: '', lastName: '' } });
  });

  it('gives each release its own UPC and each track its own ISRC', async () => {
    const first = await create({ title: 'One' });
    const second = await create({ title: 'Two' });
    const [a, b] = await Promise.all(
      [first, second].map(({ releaseId }) =>
        prisma.release.findUniqueOrThrow({ where: { id: releaseId }, include: { tracks: true } }),
      ),
    );
    expect(a?.upc).not.toBe(b?.upc);
    expect(a?.tracks[0]?.isrc).not.toBe(b?.tracks[0]?.isrc);
  });

  it('reads the real format: a text file named .wav is unsupported, and nothing is written', async () => {
    const errors = await expectRejected({ audio: { path: files.textAsWav, fileName: 'notes.wav' } });
    expect(errors).toEqual([{ code: 'audio_format_unsupported', field: 'audio' }]);
  });

  it('refuses a cover that is not an image', async () => {
    const errors = await expectRejected({ cover: { path: files.textAsPng, fileName: 'notes.png' } });
    expect(errors).toEqual([{ code: 'image_format_invalid', field: 'cover' }]);
  });

  it('refuses a cover smaller than 1500 px', async () => {
    const errors = await expectRejected({ cover: { path: files.smallCover, fileName: 'small.png' } });
    expect(errors).toEqual([expect.objectContaining({ code: 'image_too_small', field: 'cover' })]);
  });

  it('requires a title, a track title and a release date, reporting all of them at once', async () => {
    const errors = await expectRejected({ title: '  ', trackTitle: '', releaseDate: '2027-02-30' });
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      ['title', 'required'],
      ['trackTitle', 'required'],
      ['releaseDate', 'required'],
    ]);
  });

  it("refuses another owner's artist", async () => {
    const errors = await expectRejected({ artistId: strangersArtistId });
    expect(errors).toEqual([{ code: 'not_found', field: 'artistId' }]);
  });

  it('removes the stored files when the database refuses the release', async () => {
    // The last insert of the transaction fails (a trigger refuses the 'created' event): everything rolls back.
    await prisma.$executeRawUnsafe(`CREATE FUNCTION refuse_insert() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql`);
    await prisma.$executeRawUnsafe(`CREATE TRIGGER refuse_event BEFORE INSERT ON "ActivityEvent" FOR EACH ROW EXECUTE FUNCTION refuse_insert()`);
    const upcs = await prisma.sequence.findUnique({ where: { name: 'upc' } });
    const before = await counts();
    try {
      await expect(create({ title: 'Collides' })).rejects.toThrow();
    } finally {
      await prisma.$executeRawUnsafe('DROP TRIGGER refuse_event ON "ActivityEvent"');
      await prisma.$executeRawUnsafe('DROP FUNCTION refuse_insert');
    }

    expect(await counts()).toEqual(before);
    expect(await prisma.sequence.findUnique({ where: { name: 'upc' } })).toEqual(upcs);
  });
});

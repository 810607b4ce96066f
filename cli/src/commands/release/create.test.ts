import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@slipcase/db';
import { DEFAULT_SETTINGS, earliestReleaseDate } from '@slipcase/domain';
import { createTestDatabase } from '@slipcase/db/testing';
import { getReleaseView } from '@slipcase/services';
import { writeAudio, writeTestMedia } from '@slipcase/services/testing/media';
import { createTestUser } from '@slipcase/services/testing/release-fixture';
import { runCli } from '../../testing/run-cli';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;
let tmp: string;
let storageDir: string;
let owner: Awaited<ReturnType<typeof createTestUser>>;
let artistId: string;
let strangersArtistId: string;
const files = { wav: '', cover: '', smallCover: '', textAsWav: '', silentMiddle: '', missing: '' };

beforeAll(async () => {
  db = await createTestDatabase();
  prisma = db.prisma;
  process.env.DATABASE_URL = db.url;
  tmp = await mkdtemp(join(tmpdir(), 'slipcase-cli-create-'));
  storageDir = join(tmp, 'storage');
  process.env.SLIPCASE_STORAGE_DIR = storageDir;

  const media = await writeTestMedia(join(tmp, 'uploads'));
  files.wav = join(tmp, 'uploads', media.audio.key);
  files.cover = join(tmp, 'uploads', media.cover.key);
  files.smallCover = join(tmp, 'small.png');
  await promisify(execFile)('ffmpeg', [
    '-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=0x336699:s=1000x1000', '-frames:v', '1', files.smallCover,
  ]);
  files.textAsWav = join(tmp, 'lyrics.wav');
  await writeFile(files.textAsWav, 'These are lyrics, not audio.\n'.repeat(100));
  files.silentMiddle = await writeAudio(join(tmp, 'gap.wav'), { seconds: 90, silence: { at: 40, seconds: 12 }, format: 'wav' });
  files.missing = join(tmp, 'no-such-file.wav');

  owner = await createTestUser(prisma);
  artistId = (await prisma.artist.create({ data: { ownerId: owner.id, name: 'Sine Qua Non' } })).id;
  const stranger = await createTestUser(prisma);
  strangersArtistId = (await prisma.artist.create({ data: { ownerId: stranger.id, name: 'Not Yours' } })).id;
});

beforeEach(() => {
  delete process.env.SLIPCASE_USER;
});

afterAll(async () => {
  await db?.drop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

function create(overrides: Record<string, string | undefined> = {}, ...extra: string[]) {
  const flags: Record<string, string | undefined> = {
    as: owner.username,
    artist: 'Sine Qua Non',
    title: 'Four Forty',
    'track-title': 'A Above Middle C',
    audio: files.wav,
    cover: files.cover,
    ...overrides,
  };
  const args = Object.entries(flags).flatMap(([name, value]) => (value === undefined ? [] : [`--${name}`, value]));
  return runCli(['release', 'create', ...args, ...extra]);
}

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(storageDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(storageDir, join(entry.parentPath, entry.name))).sort();
}

const created = async () => ({ releases: await prisma.release.count(), tracks: await prisma.track.count(), files: await storedFiles() });

/** Runs a creation that must be refused; returns how, after checking it created nothing. */
async function refused(run: () => ReturnType<typeof create>) {
  const before = await created();
  const { exit, error, stdout } = await run();
  expect(await created()).toEqual(before);
  return { exit, message: error?.message, stdout };
}

describe('slipcase release create', () => {
  it('creates a draft single for the artist named, stores both files and prints the new id', async () => {
    const { exit, stdout } = await create();

    expect(exit).toBe(0);
    const releaseId = stdout.trim();
    const release = await prisma.release.findUniqueOrThrow({ where: { id: releaseId }, include: { tracks: true } });
    expect(release).toMatchObject({ ownerId: owner.id, artistId, title: 'Four Forty', type: 'single', status: 'draft' });
    expect(release.tracks).toEqual([expect.objectContaining({ title: 'A Above Middle C', explicit: false, audioFormat: 'wav' })]);
    // Without --accept-agreements none is accepted: the release waits for them before it can be submitted.
    expect(release.agreements).toEqual([]);
    // Without --release-date, the earliest date a standard release accepts (the web's new draft's).
    expect(release.releaseDate.toISOString().slice(0, 10)).toBe(earliestReleaseDate({ schedule: 'standard', now: new Date() }));

    expect(await storedFiles()).toEqual(
      expect.arrayContaining([`releases/${releaseId}/cover.jpg`, `releases/${releaseId}/tracks/01.wav`]),
    );
    const copy = await readFile(join(storageDir, 'releases', releaseId, 'tracks', '01.wav'));
    expect(copy.equals(await readFile(files.wav))).toBe(true);
  });

  it('acts as SLIPCASE_USER, takes an artist id, a date and --explicit, and prints the release view with --json', async () => {
    process.env.SLIPCASE_USER = owner.email.toUpperCase();
    const { exit, stdout } = await create({ as: undefined, artist: artistId, 'release-date': '2027-01-15' }, '--explicit', '--json');

    expect(exit).toBe(0);
    const view = JSON.parse(stdout);
    expect(view).toEqual(await getReleaseView(prisma, view.id, { settings: DEFAULT_SETTINGS }));
    expect(view).toMatchObject({ status: 'draft', releaseDate: '2027-01-15', owner: { id: owner.id } });
    expect(view.tracks[0]).toMatchObject({ explicit: true });
  });

  it('records the agreements with --accept-agreements, the account holder as performer and writer, and every store', async () => {
    const { exit, stdout } = await create({}, '--accept-agreements');
    expect(exit).toBe(0);
    const release = await prisma.release.findUniqueOrThrow({
      where: { id: stdout.trim() },
      include: { tracks: { include: { performers: true, contributors: true } } },
    });
    expect(release).toMatchObject({ agreements: ['rights_owned', 'not_infringing', 'terms'], platforms: ['local-folder'] });
    expect(release.tracks[0]?.performers).toEqual([expect.objectContaining({ name: owner.name })]);
    expect(release.tracks[0]?.contributors).toEqual([expect.objectContaining({ name: owner.name, role: 'writer' })]);
    expect(Number(release.tracks[0]?.contributors[0]?.sharePercent)).toBe(100);
  });

  it('reads the real format: a text file named .wav is refused with the web\'s message, and nothing is stored', async () => {
    expect(await refused(() => create({ audio: files.textAsWav }))).toEqual({
      exit: 5,
      message: 'audio: Unsupported audio format. Use WAV, FLAC, AIFF or MP3.',
      stdout: '',
    });
  });

  it('refuses a track with 12 seconds of silence in the middle, as the web\'s upload does, and stores nothing', async () => {
    // The web's message for silence_too_long, with where the silence starts and the limit.
    expect(await refused(() => create({ audio: files.silentMiddle }, '--accept-agreements'))).toEqual({
      exit: 5,
      message: 'audio: The track has 12 seconds of silence starting at 0:40. Silence may last at most 10 seconds.',
      stdout: '',
    });
    const { exit, stdout } = await create({ audio: files.silentMiddle }, '--json');
    expect(exit).toBe(5);
    expect(JSON.parse(stdout).error.fields).toEqual([
      { field: 'audio', code: 'silence_too_long', message: 'The track has 12 seconds of silence starting at 0:40. Silence may last at most 10 seconds.' },
    ]);
  });

  it('prints every problem at once, one field per line', async () => {
    const { exit, message } = await refused(() =>
      create({ title: ' ', 'release-date': '2027-02-30', cover: files.smallCover }),
    );
    expect(exit).toBe(5);
    expect(message).toBe(
      [
        'title: This field is required',
        'release-date: Enter a valid date.',
        'cover: Image dimensions are too small. Minimum required size is 1500px.',
      ].join('\n'),
    );
  });

  it('lists the refused fields under --json', async () => {
    const before = await created();
    const { exit, stdout } = await create({ cover: files.smallCover }, '--json');
    expect(exit).toBe(5);
    const message = 'Image dimensions are too small. Minimum required size is 1500px.';
    expect(JSON.parse(stdout)).toEqual({
      error: {
        code: 'invalid_input',
        message: `cover: ${message}`,
        exit: 5,
        fields: [{ field: 'cover', code: 'image_too_small', message }],
      },
    });
    expect(await created()).toEqual(before);
  });

  it('says which file does not exist before looking anyone up in the database', async () => {
    // An unknown --as would exit 3: the missing files are found first.
    expect(await refused(() => create({ as: 'nobody', audio: files.missing, cover: join(tmp, 'nope.jpg') }))).toEqual({
      exit: 5,
      message: `audio: File not found: ${files.missing}\ncover: File not found: ${join(tmp, 'nope.jpg')}`,
      stdout: '',
    });
    expect(await refused(() => create({ cover: tmp }))).toMatchObject({ exit: 5, message: `cover: Not a file: ${tmp}` });
  });

  it('says an unknown user or artist is not found', async () => {
    expect(await refused(() => create({ as: 'nobody' }))).toMatchObject({ exit: 3, message: 'User nobody not found' });
    const notHis = `Artist ${strangersArtistId} not found among ${owner.username}'s artists`;
    expect(await refused(() => create({ artist: strangersArtistId }))).toMatchObject({ exit: 3, message: notHis });
    expect(await refused(() => create({ artist: 'Not Yours' }))).toMatchObject({ exit: 3 });
  });

  it('asks for --as when neither it nor SLIPCASE_USER names the account', async () => {
    expect(await refused(() => create({ as: undefined }))).toMatchObject({
      exit: 2,
      message: 'Name the account to act as: --as <username or e-mail>, or set SLIPCASE_USER',
    });
  });

  it('refuses a frozen account', async () => {
    const frozen = await createTestUser(prisma);
    await prisma.user.update({ where: { id: frozen.id }, data: { freeze: true } });
    expect(await refused(() => create({ as: frozen.username }))).toMatchObject({
      exit: 4,
      message: `Permission denied: ${frozen.username} is frozen`,
    });
  });
});

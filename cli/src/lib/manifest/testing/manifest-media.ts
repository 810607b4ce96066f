import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { addDays, formatIsoDate } from '@slipcase/domain';
import { ffmpeg, fileUrlArg } from '@slipcase/plugin-contract/media/binaries';
import { runProcess } from '@slipcase/plugin-contract/run-process';
import { writeCover, writeTone } from '@slipcase/plugin-contract/testing';

/** Assets names, relative to the folder: what manifests of the tests point at. */
export const ASSETS = {
  /** 5 s: short, as only an intro or an outro may be. */
  intro: 'audio/intro.flac',
  /** 65 s. */
  song: 'audio/song.flac',
  /** 66 s of FLAC called .wav: the content decides. */
  flacAsWav: 'audio/night-drive.wav',
  /** 5 s of tone, 90 s of silence, 5 s of tone. */
  gap: 'audio/gap.flac',
  /** Text called .mp3. */
  notAudio: 'audio/notes.mp3',
  cover: 'covers/cover.jpg',
  coverPng: 'covers/cover.png',
  /** 1000 x 1000. */
  smallCover: 'covers/small.png',
} as const;

/** Low-rate mono FLAC keeps the files small and the decoding quick. */
const AUDIO = { format: 'flac', sampleRate: 8000, channels: 1, bitDepth: 16 } as const;

async function writeGap(path: string): Promise<void> {
  const tone = ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=8000:duration=5'];
  const result = await runProcess(ffmpeg.command(), [
    '-nostdin', '-v', 'error', '-y',
    ...tone,
    '-f', 'lavfi', '-i', 'anullsrc=r=8000:cl=mono:d=90',
    ...tone,
    '-filter_complex', '[0][1][2]concat=n=3:v=0:a=1',
    '-ac', '1', '-c:a', 'flac', '-f', 'flac', fileUrlArg(resolve(path)),
  ]);
  if (result.code !== 0) throw new Error(`ffmpeg could not write ${path}: ${result.stderr}`);
}

/** A folder of real media (ffmpeg and sharp) for manifests to name; made once per test file. */
export async function writeManifestMedia(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'slipcase-manifest-'));
  const at = (name: string) => join(dir, name);
  await Promise.all(['audio', 'covers'].map((folder) => mkdir(at(folder))));
  await Promise.all([
    writeTone(at(ASSETS.intro), { ...AUDIO, seconds: 5 }),
    writeTone(at(ASSETS.song), { ...AUDIO, seconds: 65 }),
    writeTone(at(ASSETS.flacAsWav), { ...AUDIO, seconds: 66 }),
    writeGap(at(ASSETS.gap)),
    writeFile(at(ASSETS.notAudio), 'not audio at all'),
    writeCover(at(ASSETS.cover), { sizePx: 1500, format: 'jpeg' }),
    writeCover(at(ASSETS.coverPng), { sizePx: 1500, format: 'png' }),
    writeCover(at(ASSETS.smallCover), { sizePx: 1000, format: 'png' }),
  ]);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Writes a manifest into the folder (its assets are then found beside it). */
export async function writeManifest(dir: string, name: string, content: string): Promise<string> {
  const path = join(dir, name);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
  return path;
}

const CATALOGUE_HEADER =
  'release_ref,title,artist,type,primary_genre,language,release_date,platforms,upc,cover,track_number,track_title,audio,contributors,performers';
const CATALOGUE_RELEASE_DATE = addDays(formatIsoDate(new Date()), 60);

/** A row of a CSV manifest: a track of a release by The Test Tones, 60 days out, to the local folder store. */
export function catalogueRow(ref: string, title: string, type: string, track: number, trackTitle: string, audio: string, cells: { genre?: string; upc?: string } = {}): string {
  const { genre = 'electronic', upc = '' } = cells;
  return `${ref},${title},The Test Tones,${type},${genre},en,${CATALOGUE_RELEASE_DATE},local-folder,${upc},${ASSETS.cover},${track},${trackTitle},${audio},Jane Doe:writer:100,Jane Doe:vocals`;
}

/** A CSV manifest of the rows. */
export const catalogueCsv = (...rows: string[]) => `${CATALOGUE_HEADER}\n${rows.join('\n')}\n`;

/** Two releases, three tracks: an EP (a 5-second intro, then FLAC called .wav) and a single. */
export const TWO_RELEASES = catalogueCsv(
  catalogueRow('NT-001', 'Night Drive', 'ep', 1, 'Intro', ASSETS.intro),
  catalogueRow('NT-001', 'Night Drive', 'ep', 2, 'Night Drive', ASSETS.flacAsWav),
  catalogueRow('NT-002', 'Four Forty', 'single', 1, 'Four Forty', ASSETS.song),
);

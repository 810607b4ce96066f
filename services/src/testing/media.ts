import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);

export interface StoredFile {
  /** Storage key, relative to the storage dir. */
  key: string;
  bytes: number;
  sha256: string;
}

export interface TestMedia {
  audio: StoredFile & { durationMs: number };
  cover: StoredFile & { width: number; height: number };
}

async function describeFile(storageDir: string, key: string): Promise<StoredFile> {
  const content = await readFile(join(storageDir, key));
  return { key, bytes: content.length, sha256: createHash('sha256').update(content).digest('hex') };
}

/** A real 65 s stereo WAV (ffmpeg) and a 1500x1500 JPEG (sharp) under storageDir, as an upload would leave them. */
export async function writeTestMedia(storageDir: string): Promise<TestMedia> {
  const audioKey = 'audio/a440.wav';
  const coverKey = 'covers/cover.jpg';
  await mkdir(dirname(join(storageDir, audioKey)), { recursive: true });
  await mkdir(dirname(join(storageDir, coverKey)), { recursive: true });
  await promisify(execFile)('ffmpeg', [
    '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=65',
    '-ac', '2', '-ar', '44100', join(storageDir, audioKey),
  ]);
  const jpeg = await sharp({ create: { width: 1500, height: 1500, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  await writeFile(join(storageDir, coverKey), jpeg);
  return {
    audio: { ...(await describeFile(storageDir, audioKey)), durationMs: 65_000 },
    cover: { ...(await describeFile(storageDir, coverKey)), width: 1500, height: 1500 },
  };
}

export interface TestAudio {
  seconds: number;
  /** A stretch of digital silence inside the track. */
  silence?: { at: number; seconds: number };
  /** The container and codec really written, whatever the file is called. mp3 by default. */
  format?: 'mp3' | 'wav' | 'flac' | 'aiff';
}

const CODECS = {
  mp3: ['-c:a', 'libmp3lame', '-b:a', '16k', '-f', 'mp3'],
  wav: ['-c:a', 'pcm_s16le', '-f', 'wav'],
  flac: ['-c:a', 'flac', '-f', 'flac'],
  aiff: ['-c:a', 'pcm_s16be', '-f', 'aiff'],
} as const;

/**
 * A real audio file made by ffmpeg: a 440 Hz tone, mono at 8 kHz (small and quick to write, even for 21 minutes:
 * about 2 kB a second in MP3), with an optional silence inside.
 */
export async function writeAudio(path: string, { seconds, silence, format = 'mp3' }: TestAudio): Promise<string> {
  const tone = (duration: number) => ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=8000:duration=${duration}`];
  const inputs = silence
    ? [
        ...tone(silence.at),
        ...['-f', 'lavfi', '-i', `anullsrc=r=8000:cl=mono:d=${silence.seconds}`],
        ...tone(seconds - silence.at - silence.seconds),
        ...['-filter_complex', '[0][1][2]concat=n=3:v=0:a=1'],
      ]
    : tone(seconds);
  await run('ffmpeg', ['-nostdin', '-v', 'error', '-y', ...inputs, '-ac', '1', ...CODECS[format], path]);
  return path;
}

import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

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

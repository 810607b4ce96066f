import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectCover } from '../media/inspect-cover';
import { analyzeReceivedAudio, checkReadAudio } from '../media/read-audio';
import { writeDemoMedia } from './demo-media';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'demo-media-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('writeDemoMedia', () => {
  it('writes a single\'s audio and cover that pass the upload checks, in a folder it makes', async () => {
    const files = await writeDemoMedia(join(dir, 'nested', 'media'), 'night-drive', 330);
    expect(files).toEqual({ audio: join(dir, 'nested', 'media', 'night-drive.flac'), cover: join(dir, 'nested', 'media', 'night-drive.jpg') });

    const audio = checkReadAudio(await analyzeReceivedAudio(files.audio), 'Night Drive', 'audio');
    expect(audio).toMatchObject({ ok: true, columns: { audioFormat: 'flac', sampleRate: 44_100, channels: 2, bitsPerSample: 16 } });
    // Long enough for every store's minimum, and no more than asked.
    expect(audio.ok && Math.round(audio.columns.durationMs / 1000)).toBe(65);

    expect(await inspectCover(files.cover)).toMatchObject({ ok: true, format: 'jpeg', image: { width: 1500, height: 1500 } });
  });
});

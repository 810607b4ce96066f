import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCover, writeTone } from '../testing/test-media';
import { probeAudio } from './probe-audio';

describe('probeAudio', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'slipcase-probe-'));
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('reads a 24 bit / 48 kHz stereo WAV', async () => {
    const path = await writeTone(join(tmp, 'tone.wav'), { seconds: 3, sampleRate: 48_000, bitDepth: 24 });
    expect(await probeAudio(path)).toMatchObject({
      format: 'wav',
      codec: 'pcm_s24le',
      sampleRate: 48_000,
      channels: 2,
      bitsPerSample: 24,
    });
  });

  it('reads the bit depth of FLAC, which ffprobe reports apart from PCM', async () => {
    const path = await writeTone(join(tmp, 'tone.flac'), { format: 'flac', seconds: 2, sampleRate: 44_100, bitDepth: 16 });
    const probe = await probeAudio(path);
    expect(probe).toMatchObject({ format: 'flac', codec: 'flac', sampleRate: 44_100, bitsPerSample: 16 });
    expect(probe.durationSeconds).toBeCloseTo(2, 2);
  });

  it('reads MP3 and AIFF; MP3 has no bit depth', async () => {
    const mp3 = await probeAudio(await writeTone(join(tmp, 'tone.mp3'), { format: 'mp3', seconds: 2, sampleRate: 44_100 }));
    expect(mp3).toMatchObject({ format: 'mp3', codec: 'mp3', bitsPerSample: null });
    const aiff = await probeAudio(await writeTone(join(tmp, 'tone.aiff'), { format: 'aiff', seconds: 2, bitDepth: 16 }));
    expect(aiff).toMatchObject({ format: 'aiff', bitsPerSample: 16 });
  });

  it('judges the content, never the extension', async () => {
    const flacNamedMp3 = join(tmp, 'really-flac.mp3');
    await copyFile(await writeTone(join(tmp, 'source.flac'), { format: 'flac', seconds: 1 }), flacNamedMp3);
    expect((await probeAudio(flacNamedMp3)).format).toBe('flac');
  });

  it('gives format null, not an error, for a file that is not audio', async () => {
    const text = join(tmp, 'notes.wav');
    await writeFile(text, 'these are not the samples you are looking for\n'.repeat(50));
    expect(await probeAudio(text)).toEqual({
      format: null,
      durationSeconds: 0,
      sizeBytes: 2300,
      codec: null,
      sampleRate: null,
      channels: null,
      bitsPerSample: null,
    });
    const image = await writeCover(join(tmp, 'cover.mp3'), { sizePx: 64, format: 'png' });
    expect((await probeAudio(image)).format).toBeNull();
  });

  it('throws for a missing file and names FFPROBE_PATH when ffprobe cannot be run', async () => {
    await expect(probeAudio(join(tmp, 'missing.wav'))).rejects.toThrow(/ENOENT/);
    const path = await writeTone(join(tmp, 'short.wav'), { seconds: 1 });
    const saved = process.env.FFPROBE_PATH;
    process.env.FFPROBE_PATH = join(tmp, 'no-such-ffprobe');
    try {
      await expect(probeAudio(path)).rejects.toThrow(/FFPROBE_PATH/);
    } finally {
      if (saved === undefined) delete process.env.FFPROBE_PATH;
      else process.env.FFPROBE_PATH = saved;
    }
  });
});

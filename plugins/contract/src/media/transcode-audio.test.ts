import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTone } from '../testing/test-media';
import { sha256File } from './hash-file';
import { transcodeAudio } from './transcode-audio';

describe('transcodeAudio', () => {
  let tmp: string;
  let source: string;
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'slipcase-transcode-'));
    source = await writeTone(join(tmp, 'source.wav'), { seconds: 5, sampleRate: 48_000, bitDepth: 24 });
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('converts 48 kHz / 24 bit WAV to 44.1 kHz / 16 bit FLAC of the same length', async () => {
    const probe = await transcodeAudio(source, join(tmp, 'out.flac'), { codec: 'flac', sampleRate: 44_100, bitDepth: 16 });
    expect(probe).toMatchObject({ format: 'flac', sampleRate: 44_100, bitsPerSample: 16, channels: 2 });
    expect(probe.durationSeconds).toBeCloseTo(5, 2);
  });

  it('writes 24 bit FLAC and 16 bit WAV, and down-mixes when asked', async () => {
    expect(
      await transcodeAudio(source, join(tmp, 'hi.flac'), { codec: 'flac', sampleRate: 96_000, bitDepth: 24 }),
    ).toMatchObject({ format: 'flac', sampleRate: 96_000, bitsPerSample: 24 });
    expect(
      await transcodeAudio(source, join(tmp, 'mono.wav'), { codec: 'wav', sampleRate: 44_100, bitDepth: 16, channels: 1 }),
    ).toMatchObject({ format: 'wav', codec: 'pcm_s16le', bitsPerSample: 16, channels: 1 });
  });

  it('gives the same bytes for the same input, so feeds hash the same', async () => {
    const options = { codec: 'flac', sampleRate: 44_100, bitDepth: 16 } as const;
    await transcodeAudio(source, join(tmp, 'a.flac'), options);
    await transcodeAudio(source, join(tmp, 'b.flac'), options);
    expect(await sha256File(join(tmp, 'a.flac'))).toBe(await sha256File(join(tmp, 'b.flac')));
  });

  it('fails with ffmpeg\'s message for input that is not audio', async () => {
    const text = join(tmp, 'text.wav');
    await writeFile(text, 'hello');
    await expect(
      transcodeAudio(text, join(tmp, 'never.flac'), { codec: 'flac', sampleRate: 44_100, bitDepth: 16 }),
    ).rejects.toThrow(/ffmpeg could not transcode .*text\.wav to flac: .+/);
  });
});

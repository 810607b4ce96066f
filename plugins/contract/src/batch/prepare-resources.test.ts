import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeAudio } from '../media/probe-audio';
import type { StoreRequirements } from '../store-plugin';
import { sampleRelease, type SampleMedia } from '../testing/sample-release';
import { writeCover, writeTone, type ToneOptions } from '../testing/test-media';
import { prepareResources } from './prepare-resources';

const HI_RES_STORE: StoreRequirements = {
  audio: { codec: 'flac', sampleRate: 96_000, bitDepth: 24 },
  artwork: { minPx: 640, sizePx: 1000, format: 'jpeg' },
  leadTimeDays: 0,
  territories: ['Worldwide'],
};

let tmp: string;
let cover: string;

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'slipcase-prepare-'));
  cover = await writeCover(join(tmp, 'cover.png'), { sizePx: 1000 });
});
afterAll(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function delivered(name: string, tone: ToneOptions, audioQuality: 'standard' | 'high') {
  const audioPath = await writeTone(join(tmp, name), { seconds: 2, ...tone });
  const media: SampleMedia = { audioPath, coverPath: cover, coverFormat: 'png', coverSizePx: 1000, durationMs: 2000 };
  const work = join(tmp, `${name}-${audioQuality}`);
  const { files, staged } = await prepareResources(sampleRelease(media, { audioQuality }), HI_RES_STORE, work);
  const stated = files.audio.get('trk_contract_1')!;
  const probe = await probeAudio(join(work, staged[0]!.path));
  return { stated: { sampleRate: stated.sampleRate, bitDepth: stated.bitsPerSample }, file: { sampleRate: probe.sampleRate, bitDepth: probe.bitsPerSample } };
}

describe('prepareResources: the audio at the release’s quality (real files through ffmpeg)', () => {
  it('keeps an 88.2 kHz / 24 bit upload as it is on high quality, and states what it sent', async () => {
    const { stated, file } = await delivered('hi-res.wav', { sampleRate: 88_200, bitDepth: 24 }, 'high');
    expect(file).toEqual({ sampleRate: 88_200, bitDepth: 24 });
    expect(stated).toEqual(file);
  }, 60_000);

  it('brings the same upload down to 16 bit / 44.1 kHz on standard quality', async () => {
    const { stated, file } = await delivered('hi-res.wav', { sampleRate: 88_200, bitDepth: 24 }, 'standard');
    expect(file).toEqual({ sampleRate: 44_100, bitDepth: 16 });
    expect(stated).toEqual(file);
  }, 60_000);

  it('sends an MP3 (no bit depth of its own) at 16 bit and its own sample rate, never padded to 24 bit', async () => {
    const { file } = await delivered('tone.mp3', { format: 'mp3', sampleRate: 48_000 }, 'high');
    expect(file).toEqual({ sampleRate: 48_000, bitDepth: 16 });
  }, 60_000);
});
